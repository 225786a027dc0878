import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { paths, safeReturnPath } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { LoginForm } from './login-form';
import './account.css';

export function LoginPage() {
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
      <section className="section container account" aria-labelledby="login-title">
        <div className="account__panel">
          <h2 id="login-title" className="account__title">
            Log in to your account
          </h2>
          <p className="account__lede">Your account lives in this browser, on this device.</p>
          <LoginForm onSignedIn={() => void navigate(returnTo, { replace: true })} />
          <p className="account__switch">
            New here? <Link to={paths.signup(from ? returnTo : undefined)}>Create an account</Link>
          </p>
        </div>
      </section>
    </>
  );
}
