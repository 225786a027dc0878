import { Link, useNavigate } from '@/lib/router';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { AccountPanel, SignupForm } from '@/features/account';
import { usePageMeta } from '@/lib/page-meta';
import { useReturnAddress } from './return-address';
import { CARRY } from '@/config/early-contract';

export function SignupRoute() {
  usePageMeta({ title: 'Sign up', description: `Create a ${site.name} account on this device.` });
  const navigate = useNavigate();
  const { returnTo, passOn } = useReturnAddress();

  return (
    <>
      <PageHeader title="Sign up" tone="pink">
        <p>Create your account.</p>
      </PageHeader>
      <AccountPanel
        id="signup-title"
        title={`Join ${site.name}`}
        lede="Your account is kept in this browser, on this device. Your password is stored only as a secure hash, never as text."
      >
        <SignupForm onSignedIn={() => void navigate(returnTo, { replace: true })} />
        <p className="account__switch">
          Already have an account? <Link to={paths.login(passOn)} {...{ [CARRY]: 'from' }}>Log in</Link>
        </p>
      </AccountPanel>
    </>
  );
}
