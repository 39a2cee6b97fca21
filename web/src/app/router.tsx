import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteError } from '../features/errors/route-error';
import HomeRoute from './routes/home';
import NotFoundRoute from './routes/not-found';
import { routeModules } from './route-modules';
import { SiteLayout } from './site-layout';
import { StaffLayout } from './staff-layout';

const AboutRoute = lazy(routeModules.about);
const HelpRoute = lazy(routeModules.help);
const HowToOrderRoute = lazy(routeModules.howToOrder);
const SoundPreviewRoute = lazy(routeModules.soundPreview);
const WorkshopRoute = lazy(routeModules.workshop);
const PickupHandoverRoute = lazy(routeModules.pickupHandover);
const AdminRoute = lazy(routeModules.admin);
const CheckoutRoute = lazy(routeModules.checkout);
const CheckoutSuccessRoute = lazy(routeModules.checkoutSuccess);
const TestBankRoute = lazy(routeModules.testBank);
const OrdersRoute = lazy(routeModules.orders);
const OrderDetailRoute = lazy(routeModules.orderDetail);
const LoginRoute = lazy(routeModules.login);
const VerifyEmailRoute = lazy(routeModules.verifyEmail);
const ForgotPasswordRoute = lazy(routeModules.forgotPassword);
const ResetPasswordRoute = lazy(routeModules.resetPassword);
const AcceptInvitationRoute = lazy(routeModules.acceptInvitation);
const ChangeEmailRoute = lazy(routeModules.changeEmail);
const ConfirmEmailRoute = lazy(routeModules.confirmEmail);
const OrderLookupRoute = lazy(routeModules.orderLookup);
const NewsletterConfirmRoute = lazy(routeModules.newsletterConfirm);
const NewsletterUnsubscribeRoute = lazy(routeModules.newsletterUnsubscribe);

export const routes: RouteObject[] = [
  {
    // The workshop's screens fill the screen: no shop header, footer or cart.
    element: <StaffLayout />,
    errorElement: <RouteError />,
    children: [
      { path: 'workshop', element: <WorkshopRoute /> },
      { path: 'workshop/handover', element: <PickupHandoverRoute /> },
    ],
  },
  {
    element: <SiteLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'about', element: <AboutRoute /> },
      { path: 'help', element: <HelpRoute /> },
      { path: 'how-to-order', element: <HowToOrderRoute /> },
      { path: 'sound-preview', element: <SoundPreviewRoute /> },
      { path: 'admin', element: <AdminRoute /> },
      { path: 'checkout', element: <CheckoutRoute /> },
      { path: 'checkout/success', element: <CheckoutSuccessRoute /> },
      { path: 'test-bank', element: <TestBankRoute /> },
      { path: 'orders', element: <OrdersRoute /> },
      { path: 'orders/lookup', element: <OrderLookupRoute /> },
      { path: 'orders/:orderId', element: <OrderDetailRoute /> },
      { path: 'newsletter/confirm', element: <NewsletterConfirmRoute /> },
      { path: 'newsletter/unsubscribe', element: <NewsletterUnsubscribeRoute /> },
      { path: 'login', element: <LoginRoute /> },
      { path: 'account/verify-email', element: <VerifyEmailRoute /> },
      { path: 'account/forgot-password', element: <ForgotPasswordRoute /> },
      { path: 'account/reset-password', element: <ResetPasswordRoute /> },
      { path: 'account/accept-invitation', element: <AcceptInvitationRoute /> },
      { path: 'account/email', element: <ChangeEmailRoute /> },
      { path: 'account/confirm-email', element: <ConfirmEmailRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
