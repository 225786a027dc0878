import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { paths, safeReturnPath } from '@/config/paths';
import { AccountPanel, LoginForm } from '@/features/account';
import { usePageMeta } from '@/lib/page-meta';

export function LoginRoute() {
  usePageMeta({ title: 'Login', description: 'Sign in to your Rangeela account on this device.' });
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const from = params.get('from');
  const returnTo = safeReturnPath(from);

  return (
    <>
      <PageHeader title="Login" tone="indigo">
        <p>Welcome back.</p>
      </PageHeader>
      <AccountPanel id="login-title" title="Log in to your account" lede="Your account lives in this browser, on this device.">
        <LoginForm onSignedIn={() => void navigate(returnTo, { replace: true })} />
        <p className="account__switch">
          New here? <Link to={paths.signup(from ? returnTo : undefined)}>Create an account</Link>
        </p>
      </AccountPanel>
    </>
  );
}
