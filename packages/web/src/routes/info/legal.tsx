export function Terms() {
  return (
    <>
      <h1>Terms of Service</h1>
      <p>By using Cubewright you agree to these terms. They are short because the service is simple.</p>
      <h2>Your account</h2>
      <p>
        Keep your password to yourself; you are responsible for what happens under your account. You may
        delete your account at any time from Account Settings.
      </p>
      <h2>Your content</h2>
      <p>
        Cubes, white papers and custom cards you create stay yours. By making a cube public or unlisted you
        let others view it, follow it, copy it into cubes of their own and draft it.
      </p>
      <h2>Fair use</h2>
      <p>
        Do not use Cubewright to harass others, to publish unlawful content, or to overload the service. We
        may remove content or accounts that break these rules.
      </p>
      <h2>No warranty</h2>
      <p>
        Cubewright is Alpha software offered as is, without warranty. Export what you cannot afford to lose.
        We may change these terms; the date of the current version is shown on this page.
      </p>
      <p className="text-sm">Last updated: 2025.</p>
    </>
  );
}

export function Privacy() {
  return (
    <>
      <h1>Privacy Policy</h1>
      <p>We collect as little as we can, and we never sell it.</p>
      <h2>What we store</h2>
      <ul>
        <li>Your e-mail address, username and a hash of your password (never the password itself).</li>
        <li>The cubes, follows, drafts and notifications you create.</li>
        <li>
          A session cookie that keeps you signed in, and a cookie that remembers whether the sidebar is open.
        </li>
      </ul>
      <h2>What we share</h2>
      <p>
        Your username is shown on your public cubes. Your e-mail address is shown to no one else, except to
        owners of cubes you follow so they know who follows them. Card images are loaded from Scryfall, which
        sees your IP address.
      </p>
      <h2>Your choices</h2>
      <p>
        You can change your username, e-mail and password, and delete your account with everything it holds,
        from Account Settings. Questions go to the operator of this Cubewright server.
      </p>
    </>
  );
}
