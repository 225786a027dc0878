import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import './account.css';

export function LoginPage() {
  usePageMeta({ title: 'Login', description: 'Sign in to your Rangeela account on this device.' });
  return (
    <>
      <PageHeader title="Login" tone="indigo">
        <p>Welcome back.</p>
      </PageHeader>
      <section className="section container account">
        <form className="account__form" noValidate onSubmit={(event) => event.preventDefault()}>
          <div className="field">
            <label className="field__label" htmlFor="login-email">
              Email
            </label>
            <input id="login-email" className="input" type="email" name="email" autoComplete="email" required />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="login-password">
              Password
            </label>
            <input
              id="login-password"
              className="input"
              type="password"
              name="password"
              autoComplete="current-password"
              required
            />
          </div>
          <button type="submit" className="btn btn--primary account__submit">
            Login
          </button>
          <p className="account__switch">
            New here? <Link to={paths.signup()}>Create an account</Link>
          </p>
        </form>
      </section>
    </>
  );
}
