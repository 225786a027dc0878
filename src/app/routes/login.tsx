import { Link, useNavigate } from '@/lib/router';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { AccountPanel, LoginForm } from '@/features/account';
import { usePageMeta } from '@/lib/page-meta';
import { useReturnAddress } from './return-address';
import { CARRY } from '@/config/early-contract';

export function LoginRoute() {
  usePageMeta({ title: 'Login', description: `Sign in to your ${site.name} account on this device.` });
  const navigate = useNavigate();
  const { returnTo, passOn } = useReturnAddress();

  return (
    <>
      <PageHeader title="Login" tone="indigo">
        <p>Welcome back.</p>
      </PageHeader>
      <AccountPanel id="login-title" title="Log in to your account" lede="Your account lives in this browser, on this device.">
        <LoginForm onSignedIn={() => void navigate(returnTo, { replace: true })} />
        <p className="account__switch">
          New here? <Link to={paths.signup(passOn)} {...{ [CARRY]: 'from' }}>Create an account</Link>
        </p>
      </AccountPanel>
    </>
  );
}
