import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteError } from '../features/errors/route-error';
import HomeRoute from './routes/home';
import NotFoundRoute from './routes/not-found';
import { SiteLayout } from './site-layout';

const AboutRoute = lazy(() => import('./routes/about'));
const HelpRoute = lazy(() => import('./routes/help'));
const HowToOrderRoute = lazy(() => import('./routes/how-to-order'));
const SoundPreviewRoute = lazy(() => import('./routes/sound-preview'));
const WorkshopRoute = lazy(() => import('./routes/workshop'));
const CheckoutRoute = lazy(() => import('./routes/checkout'));
const CheckoutSuccessRoute = lazy(() => import('./routes/checkout-success'));
const OrdersRoute = lazy(() => import('./routes/orders'));
const OrderDetailRoute = lazy(() => import('./routes/order-detail'));
const LoginRoute = lazy(() => import('./routes/login'));

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'about', element: <AboutRoute /> },
      { path: 'help', element: <HelpRoute /> },
      { path: 'how-to-order', element: <HowToOrderRoute /> },
      { path: 'sound-preview', element: <SoundPreviewRoute /> },
      { path: 'workshop', element: <WorkshopRoute /> },
      { path: 'checkout', element: <CheckoutRoute /> },
      { path: 'checkout/success', element: <CheckoutSuccessRoute /> },
      { path: 'orders', element: <OrdersRoute /> },
      { path: 'orders/:orderId', element: <OrderDetailRoute /> },
      { path: 'login', element: <LoginRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
