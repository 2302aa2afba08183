/** Where app/routes/auth.callback.ts sends the user when there is no code or the exchange fails. */
export default function AuthCodeError() {
  return (
    <main>
      <h1>Sign-in failed</h1>
      <p>
        The sign-in link was already used, has expired, or was opened in a different browser from the one that
        started the sign-in.
      </p>
      <p>
        <a href="/login">Try again</a>
      </p>
    </main>
  );
}
