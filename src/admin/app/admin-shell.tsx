/**
 * The admin site's frame. Sign-in (email, password, emailed second code) and the staff screens
 * arrive with the accounts and admin issues; until then the shell says so and links back to the shop.
 */
export function AdminShell() {
  return (
    <div className="admin-layout">
      <header className="admin-header">
        <span className="admin-brand">Wattson Admin</span>
        <a href="/">Back to the shop</a>
      </header>
      <main className="admin-main">
        <h1>Staff sign-in</h1>
        <p>The admin site signs staff in with their email, password and a second code sent to the admin email.</p>
        <p>Its screens — dashboard, products, orders, customers and content — are being built.</p>
      </main>
    </div>
  );
}
