import { useState, type CSSProperties, type FocusEvent } from 'react';
import { Link } from 'react-router';
import { ArrowRight, ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../../web/use-media-query';
import { BANNER_SLIDES } from './banner-slides';
import { useSlideShow } from './use-slide-show';
import styles from './banner-slider.module.css';

/** Spec §9: a slide every 3 s, sliding in about 500 ms (the transition lives in the CSS). */
const AUTOPLAY_DELAY_MS = 3000;

export function BannerSlider() {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [pausedByUser, setPausedByUser] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Users who ask for less motion get a still banner unless they press play.
  const paused = pausedByUser ?? reducedMotion;
  const shouldPlay = !paused && !hovered && !focused;
  const { selected, goTo, next, previous, swipeHandlers } = useSlideShow(BANNER_SLIDES.length, AUTOPLAY_DELAY_MS, shouldPlay);
  const trackStyle: CSSProperties = { transform: `translateX(-${selected * 100}%)` };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      className={`container ${styles.wrapper}`}
      aria-roledescription="carousel"
      aria-label="Featured collections"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className={styles.slider}>
        <div className={styles.viewport} {...swipeHandlers}>
          <div className={styles.track} style={trackStyle} aria-live={shouldPlay ? 'off' : 'polite'}>
            {BANNER_SLIDES.map((slide, index) => (
              <div
                key={slide.id}
                className={`${styles.slide} ${styles[slide.theme]}`}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${BANNER_SLIDES.length}`}
                // Off-screen slides must not be reachable with Tab or read out.
                inert={index !== selected}
              >
                <div className={styles.copy}>
                  <p className={styles.eyebrow}>{slide.eyebrow}</p>
                  <h2 className={styles.title}>{slide.title}</h2>
                  <p className={styles.subtitle}>{slide.subtitle}</p>
                  <Link to={slide.to} className={styles.cta}>
                    Shop Now<span className="visually-hidden">: {slide.ctaContext}</span>
                    <ArrowRight aria-hidden="true" size={18} />
                  </Link>
                </div>
                <div className={styles.art}>
                  <img
                    src={slide.image}
                    alt={slide.imageAlt}
                    width={320}
                    height={320}
                    fetchPriority={index === 0 ? 'high' : 'low'}
                    loading={index === 0 ? 'eager' : 'lazy'}
                    decoding="async"
                  />
                </div>
              </div>
            ))}
          </div>
        </div>

        <button type="button" className={`${styles.arrow} ${styles.prev}`} aria-label="Previous slide" onClick={previous}>
          <ChevronLeft aria-hidden="true" size={22} />
        </button>
        <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label="Next slide" onClick={next}>
          <ChevronRight aria-hidden="true" size={22} />
        </button>

        <div className={styles.controls}>
          <button type="button" className={styles.pause} aria-label={paused ? 'Play slideshow' : 'Pause slideshow'} onClick={() => setPausedByUser(!paused)}>
            {paused ? <Play aria-hidden="true" size={14} /> : <Pause aria-hidden="true" size={14} />}
          </button>
          {BANNER_SLIDES.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              className={styles.dot}
              aria-label={`Go to slide ${index + 1}`}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => goTo(index)}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
