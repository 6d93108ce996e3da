const STAGES = [
  {
    title: 'Now: the foundation',
    items: [
      'Accounts: sign up, sign in, social sign-in, password reset',
      'The app shell and every screen',
      'Card data and card search',
    ],
  },
  {
    title: 'Next: building cubes',
    items: [
      'Create, edit and import cubes (plain text, CubeCobra, MTGO, Arena, Cockatrice)',
      'Collaborators, versions with a changelog, a white paper and analytics',
      'Community pages: featured, browse, search and following, with notifications',
    ],
  },
  {
    title: 'Then: drafting',
    items: [
      'Online drafts with a lobby, timers and bots in the empty seats',
      'Deck building after the draft, with exports to the usual formats',
      'Draft simulation: hundreds of bot drafts to see how a cube plays',
    ],
  },
  { title: 'Later', items: ['Custom cards', 'Jumpstart decks', 'Supporter plans'] },
];

export function Roadmap() {
  return (
    <>
      <h1>Roadmap</h1>
      <p>
        What we are building, in the order we plan to build it. Plans change as we learn what curators need.
      </p>
      {STAGES.map((stage) => (
        <section key={stage.title}>
          <h2>{stage.title}</h2>
          <ul>
            {stage.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
