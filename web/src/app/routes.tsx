import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Role } from '../graphql/generated';
import { ComingSoon } from '../components/ComingSoon';
import { RequireAuth, RequireVerified, SignedOutOnly } from './auth/guards';
import { AppLayout } from './layout/AppLayout';

const HomePage = lazy(() => import('../features/pages/HomePage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const SignupPage = lazy(() => import('../features/auth/SignupPage'));
const ForgetPasswordPage = lazy(() => import('../features/auth/ForgetPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
const VerifyEmailPage = lazy(() => import('../features/auth/VerifyEmailPage'));
const ContactDetailsPage = lazy(() => import('../features/account/ContactDetailsPage'));
const UpdateContactDetailsPage = lazy(() => import('../features/account/UpdateContactDetailsPage'));
const TermsPage = lazy(() => import('../features/pages/TermsPage'));
const ContactPage = lazy(() => import('../features/pages/ContactPage'));
const FaqPage = lazy(() => import('../features/pages/FaqPage'));
const AboutPage = lazy(() => import('../features/pages/AboutPage'));
const NotFoundPage = lazy(() => import('../components/NotFoundPage'));
const SearchPage = lazy(() => import('../features/products/browse/SearchPage'));
const CategoryPage = lazy(() => import('../features/products/browse/CategoryPage'));
const ProductDetailPage = lazy(() => import('../features/products/browse/ProductDetailPage'));
const UploadProductPage = lazy(() => import('../features/products/sell/UploadProductPage'));
const EditProductPage = lazy(() => import('../features/products/sell/EditProductPage'));
const MyProductsPage = lazy(() => import('../features/products/sell/MyProductsPage'));
const ApprovedProductsPage = lazy(() => import('../features/products/moderation/ApprovedProductsPage'));
const ProductModerationPage = lazy(() => import('../features/products/moderation/ProductModerationPage'));
const WishlistPage = lazy(() => import('../features/wishlist/WishlistPage'));
const NotificationsPage = lazy(() => import('../features/notifications/NotificationsPage'));
const RequestRolePage = lazy(() => import('../features/roles/RequestRolePage'));
const ModeratorRequestsPage = lazy(() => import('../features/roles/ModeratorRequestsPage'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
const UploadProfilePicPage = lazy(() => import('../features/profile/UploadProfilePicPage'));

const members = [Role.User, Role.Moderator, Role.Admin] as const;
const staff = [Role.Moderator, Role.Admin] as const;

/** The route table of docs/product.md#screens, each route behind its guard. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/terms-and-conditions', element: <TermsPage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/faq', element: <FaqPage /> },
      { path: '/about', element: <AboutPage /> },

      {
        element: <SignedOutOnly />,
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/signup', element: <SignupPage /> },
          { path: '/forget-password', element: <ForgetPasswordPage /> },
        ],
      },

      // Not guarded (docs/product.md#screens): reached from emails and onboarding, sometimes before sign-in.
      { path: '/reset-password/:token', element: <ResetPasswordPage /> },
      { path: '/verify-email', element: <VerifyEmailPage /> },
      { path: '/contact-details', element: <ContactDetailsPage /> },
      { path: '/upload-profile-pic', element: <UploadProfilePicPage /> },

      // Browsing is open to everyone.
      { path: '/search', element: <SearchPage /> },
      { path: '/category/:category', element: <CategoryPage /> },
      { path: '/product/:id', element: <ProductDetailPage /> },
      { path: '/profile/:id', element: <ProfilePage /> },

      {
        element: <RequireVerified />,
        children: [
          { path: '/update-contact-details', element: <UpdateContactDetailsPage /> },
          { path: '/edit-product/:id', element: <EditProductPage /> },
        ],
      },
      {
        element: <RequireAuth roles={members} />,
        children: [
          { path: '/user-products/upload', element: <UploadProductPage /> },
          { path: '/user-products', element: <MyProductsPage /> },
          { path: '/wishlist', element: <WishlistPage /> },
          { path: '/notification', element: <NotificationsPage /> },
          { path: '/approved-products', element: <ApprovedProductsPage /> },
        ],
      },
      {
        element: <RequireAuth roles={staff} />,
        children: [{ path: '/product-moderation', element: <ProductModerationPage /> }],
      },
      {
        element: <RequireAuth roles={[Role.User]} />,
        children: [{ path: '/request-role', element: <RequestRolePage /> }],
      },
      {
        element: <RequireAuth roles={[Role.Admin]} />,
        children: [
          { path: '/approve-or-reject-request', element: <ModeratorRequestsPage /> },
          // The spec's debug page; kept for admins only.
          { path: '/test-user', element: <ComingSoon title="Test user" /> },
        ],
      },

      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
