// The app's styles come with the page rather than after its scripts: the server's first paint
// of an app page (its frame, server/src/http/app-frame.ts) is drawn with them.
import '@tiix/shared-ui/styles.css';
import './app/shell.css';

import './bootstrap';
