import { useDispatch, useSelector, useStore } from 'react-redux';
import type { RootState } from './rootReducer';
import type { AppDispatch, AppStore } from './createAppStore';

/** Typed selector hook; raw useSelector is banned by lint. */
export const useAppSelector = useSelector.withTypes<RootState>();
/** Typed dispatch hook; raw useDispatch is banned by lint. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** Typed store hook, for remotes injecting slices. */
export const useAppStore = useStore.withTypes<AppStore>();
