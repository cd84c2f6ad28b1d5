import type { RouteObject } from '../lib/router';
import { ComingSoon } from '../components/ComingSoon';
import { lazyWithRetry } from '../lib/lazyWithRetry';
import { RequireAuth, RequireVerified, SignedOutOnly } from './auth/guards';
import { AppLayout } from './layout/AppLayout';
import type { PageHandle } from './routeTable';
import { parseCategory } from '../lib/categories';
import { ROLES } from '../lib/permissions';

const HomePage = lazyWithRetry('HomePage', () => import('../features/pages/HomePage'));
const LoginPage = lazyWithRetry('LoginPage', () => import('../features/auth/LoginPage'));
const SignupPage = lazyWithRetry('SignupPage', () => import('../features/auth/SignupPage'));
const ForgetPasswordPage = lazyWithRetry('ForgetPasswordPage', () => import('../features/auth/ForgetPasswordPage'));
const ResetPasswordPage = lazyWithRetry('ResetPasswordPage', () => import('../features/auth/ResetPasswordPage'));
const VerifyEmailPage = lazyWithRetry('VerifyEmailPage', () => import('../features/auth/VerifyEmailPage'));
const ContactDetailsPage = lazyWithRetry('ContactDetailsPage', () => import('../features/account/ContactDetailsPage'));
const UpdateContactDetailsPage = lazyWithRetry(
  'UpdateContactDetailsPage',
  () => import('../features/account/UpdateContactDetailsPage'),
);
const TermsPage = lazyWithRetry('TermsPage', () => import('../features/pages/TermsPage'));
const ContactPage = lazyWithRetry('ContactPage', () => import('../features/pages/ContactPage'));
const FaqPage = lazyWithRetry('FaqPage', () => import('../features/pages/FaqPage'));
const AboutPage = lazyWithRetry('AboutPage', () => import('../features/pages/AboutPage'));
const NotFoundPage = lazyWithRetry('NotFoundPage', () => import('../components/NotFoundPage'));
const SearchPage = lazyWithRetry('SearchPage', () => import('../features/products/browse/SearchPage'));
const CategoryPage = lazyWithRetry('CategoryPage', () => import('../features/products/browse/CategoryPage'));
const ProductDetailPage = lazyWithRetry(
  'ProductDetailPage',
  () => import('../features/products/browse/ProductDetailPage'),
);
const UploadProductPage = lazyWithRetry(
  'UploadProductPage',
  () => import('../features/products/sell/UploadProductPage'),
);
const EditProductPage = lazyWithRetry('EditProductPage', () => import('../features/products/sell/EditProductPage'));
const MyProductsPage = lazyWithRetry('MyProductsPage', () => import('../features/products/sell/MyProductsPage'));
const ApprovedProductsPage = lazyWithRetry(
  'ApprovedProductsPage',
  () => import('../features/products/browse/ApprovedProductsPage'),
);
const ProductModerationPage = lazyWithRetry(
  'ProductModerationPage',
  () => import('../features/moderation/ProductModerationPage'),
);
const ReportsPage = lazyWithRetry('ReportsPage', () => import('../features/moderation/ReportsPage'));
const WishlistPage = lazyWithRetry('WishlistPage', () => import('../features/wishlist/WishlistPage'));
const SavedSearchesPage = lazyWithRetry(
  'SavedSearchesPage',
  () => import('../features/saved-searches/SavedSearchesPage'),
);
const ApiTokensPage = lazyWithRetry('ApiTokensPage', () => import('../features/api-tokens/ApiTokensPage'));
const NotificationsPage = lazyWithRetry(
  'NotificationsPage',
  () => import('../features/notifications/NotificationsPage'),
);
const MessagesPage = lazyWithRetry('MessagesPage', () => import('../features/chat/MessagesPage'));
const RequestRolePage = lazyWithRetry('RequestRolePage', () => import('../features/roles/RequestRolePage'));
const ModeratorRequestsPage = lazyWithRetry(
  'ModeratorRequestsPage',
  () => import('../features/roles/ModeratorRequestsPage'),
);
const WebhooksPage = lazyWithRetry('WebhooksPage', () => import('../features/webhooks/WebhooksPage'));
const ProfilePage = lazyWithRetry('ProfilePage', () => import('./profile/ProfileRoutePage'));
const UploadProfilePicPage = lazyWithRetry(
  'UploadProfilePicPage',
  () => import('../features/profile/UploadProfilePicPage'),
);

/** An unknown category is no page: the server answers it 404 (routeTable.ts), the page draws NotFoundPage. */
const categoryHandle: PageHandle = { exists: (params) => parseCategory(params.category) !== null };

/**
 * The route table of docs/product.md#screens, each route behind its guard. Every page is loaded
 * lazily by lazyWithRetry (a file gone after a deploy reloads the page once to the new build) and
 * drawn under the layout's error boundary (AppLayout), inside AppRoutes' own.
 */
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
      { path: '/category/:category', element: <CategoryPage />, handle: categoryHandle },
      { path: '/product/:id', element: <ProductDetailPage /> },
      { path: '/profile/:id', element: <ProfilePage /> },

      {
        element: <RequireVerified />,
        children: [
          { path: '/update-contact-details', element: <UpdateContactDetailsPage /> },
          { path: '/edit-product/:id', element: <EditProductPage /> },
          { path: '/api-tokens', element: <ApiTokensPage /> },
        ],
      },
      {
        element: <RequireAuth roles={ROLES.members} />,
        children: [
          { path: '/user-products/upload', element: <UploadProductPage /> },
          { path: '/user-products', element: <MyProductsPage /> },
          { path: '/wishlist', element: <WishlistPage /> },
          { path: '/saved-searches', element: <SavedSearchesPage /> },
          { path: '/notification', element: <NotificationsPage /> },
          { path: '/messages', element: <MessagesPage /> },
          { path: '/messages/:id', element: <MessagesPage /> },
          { path: '/approved-products', element: <ApprovedProductsPage /> },
        ],
      },
      {
        element: <RequireAuth roles={ROLES.staff} />,
        children: [
          { path: '/product-moderation', element: <ProductModerationPage /> },
          { path: '/reports', element: <ReportsPage /> },
        ],
      },
      {
        element: <RequireAuth roles={ROLES.students} />,
        children: [{ path: '/request-role', element: <RequestRolePage /> }],
      },
      {
        element: <RequireAuth roles={ROLES.admins} />,
        children: [
          { path: '/approve-or-reject-request', element: <ModeratorRequestsPage /> },
          { path: '/admin/webhooks', element: <WebhooksPage /> },
          // The documented debug page; kept for admins only.
          { path: '/test-user', element: <ComingSoon title="Test user" /> },
        ],
      },

      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
