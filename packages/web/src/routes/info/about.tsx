import { Link } from 'react-router';
import { OpenDataDownloads } from '../../features/open-data/open-data-downloads';

export function About() {
  return (
    <>
      <h1>About Cubewright</h1>
      <p>
        Cubewright is a cube builder for Magic: The Gathering. Curators build and manage cubes with a
        maybeboard, printings and tags, keep versions and a white paper, and see how their cube is shaped.
        Anyone can browse public cubes, follow the ones they like and get notified when they change.
      </p>
      <p>
        Cubes are meant to be played: draft one online with friends, with bots filling the empty seats, or
        simulate hundreds of bot drafts to see which cards get picked and which sit at the bottom of the pack.
      </p>
      <h2>Alpha</h2>
      <p>
        Cubewright is in its Alpha stage. Screens appear as they are built, data formats may still change, and
        some pages say honestly that they are not built yet. The <Link to="/roadmap">roadmap</Link> tells what
        comes next.
      </p>
      <h2 id="open-data">Open data</h2>
      <p>
        Every night Cubewright publishes what its community made in public: every public cube with its card
        list, the picks and decks of the drafts played on those cubes, and their recorded events, as
        compressed JSON lines files (one object per line). Use them freely: train a draft bot, study which
        cards get picked, compare cubes. Private and unlisted cubes are never in them, and neither is anything
        personal: people appear only as anonymous ids.
      </p>
      <OpenDataDownloads />
      <p>
        <a href="/api/open-data">/api/open-data</a> lists the dumps kept with their sizes and SHA-256 sums;
        the fields are described in <code>docs/open-data.md</code> in the source.
      </p>
      <h2 id="supporter">Become a Supporter</h2>
      <p>
        Cubewright is open source and free to use. Supporter plans are not open yet; until then, the best
        support is to build a cube, draft it with friends and tell us what is missing.
      </p>
      <p className="text-sm">
        Cubewright is unofficial Fan Content. It is not approved or endorsed by Wizards of the Coast. Card
        names, text and images are property of Wizards of the Coast; card data and images come from Scryfall.
      </p>
    </>
  );
}
