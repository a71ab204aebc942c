import './HomeHero.css';

/**
 * The hotel's hero picture at the top of home, decorative (the hotel's name is the heading below it).
 * The same markup as the server writes into home's page (server/src/web/spaPage.ts heroFrame), so that the
 * picture the page came with and the one the app draws are the same, in the same place.
 */
export function HomeHero({ image }: { image: string | null | undefined }) {
  return (
    <div className="home__hero">
      {image && <img className="home__hero-image" src={image} alt="" width={1200} height={675} fetchPriority="high" />}
    </div>
  );
}
