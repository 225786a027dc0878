import { useEffect, useRef } from 'react';
import { aboutVideo } from '../site-images';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * The studio's short looping video: muted, inline, with controls. It starts playing by itself
 * only for visitors who have not asked for reduced motion.
 */
export function AboutVideo({ caption }: { caption: string }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element || window.matchMedia(REDUCED_MOTION).matches) return;
    element.muted = true;
    element.play().catch(() => {
      // Autoplay refused (e.g. a data-saver setting): the poster and controls remain.
    });
  }, []);
  return (
    <figure className="about-video__figure">
      <video
        ref={video}
        className="about-video__player"
        width={aboutVideo.width}
        height={aboutVideo.height}
        poster={aboutVideo.poster}
        muted
        loop
        playsInline
        controls
        preload="none"
        aria-describedby="video-caption"
      >
        <source src={aboutVideo.mp4} type="video/mp4" />
      </video>
      <figcaption id="video-caption">{caption}</figcaption>
    </figure>
  );
}
