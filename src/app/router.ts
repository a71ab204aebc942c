import { createBrowserRouter } from 'react-router-dom';
import { routes } from './routes';

/** The app's router: the browser's address bar, every built screen of routes.tsx. */
export const makeRouter = () => createBrowserRouter(routes);

export type AppRouter = ReturnType<typeof makeRouter>;
