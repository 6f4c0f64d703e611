/**
 * The page's <video> element for a stream the page plays (the readiness preview, the test room's
 * returned media): handed in by the view (`attach`), awaited by the actor that plays into it, and
 * emptied when the stream ends. The stream stays out of the machines' context.
 */
export class VideoElementSlot {
  #element: HTMLVideoElement | null = null;
  #waiting: ((video: HTMLVideoElement) => void) | null = null;

  /** The view's <video> (or null when it unmounts). */
  attach(video: HTMLVideoElement | null): void {
    this.#element = video;
    if (video && this.#waiting) {
      this.#waiting(video);
      this.#waiting = null;
    }
  }

  /** The element, once the view has rendered it. */
  element(): Promise<HTMLVideoElement> {
    if (this.#element) return Promise.resolve(this.#element);
    return new Promise((resolve) => {
      this.#waiting = resolve;
    });
  }

  /** Stops showing whatever the element played. */
  clear(): void {
    if (this.#element) this.#element.srcObject = null;
  }
}
