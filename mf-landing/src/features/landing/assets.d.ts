// Types for imported media (`import heroMp4 from './media/hero.mp4'` gives the emitted URL).
// Rsbuild ships these declarations; referencing them avoids re-declaring the same modules,
// which would clash ("Duplicate identifier") once a tsconfig also lists "@rsbuild/core/types".
/// <reference types="@rsbuild/core/types" />
