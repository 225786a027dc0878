import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import './account.css';

export function SignupPage() {
  usePageMeta({ title: 'Sign up', description: 'Create a Rangeela account on this device.' });
  return (
    <>
      <PageHeader title="Sign up" tone="pink">
        <p>Create your account.</p>
      </PageHeader>
      <section className="section container account">
        <form className="account__form" noValidate onSubmit={(event) => event.preventDefault()}>
          <div className="field">
            <label className="field__label" htmlFor="signup-username">
              Username
            </label>
            <input id="signup-username" className="input" type="text" name="username" autoComplete="username" required />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="signup-email">
              Email
            </label>
            <input id="signup-email" className="input" type="email" name="email" autoComplete="email" required />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="signup-password">
              Password
            </label>
            <input
              id="signup-password"
              className="input"
              type="password"
              name="password"
              autoComplete="new-password"
              required
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="signup-confirm">
              Confirm password
            </label>
            <input
              id="signup-confirm"
              className="input"
              type="password"
              name="conformPassword"
              autoComplete="new-password"
              required
            />
          </div>
          <button type="submit" className="btn btn--primary account__submit">
            Sign up
          </button>
          <p className="account__switch">
            Already have an account? <Link to={paths.login()}>Log in</Link>
          </p>
        </form>
      </section>
    </>
  );
}
