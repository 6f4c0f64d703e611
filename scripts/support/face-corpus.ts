/**
 * Every distinct face photograph found in Debian packages whose copyright file lets it ship (a
 * face-detector scan of every JPEG/PNG of the packages below; docs/decisions/027 lists what was
 * left out and why), for `scripts/measure-face-match.ts`. The images are not committed: the script
 * fetches the packages with `apt-get download`. tests/fixtures/faces holds small crops of a few.
 */

export interface CorpusPackage {
  name: string;
  version: string;
  /** As the package's debian/copyright states it for these files. */
  licence: string;
}

export const corpusPackages: CorpusPackage[] = [
  {
    name: 'python3-skimage',
    version: '0.19.3-8',
    licence: 'BSD-3-Clause (astronaut.png: public domain, NASA)',
  },
  { name: 'python-skimage-doc', version: '0.19.3-8', licence: 'BSD-3-Clause' },
  { name: 'python-matplotlib-data', version: '3.6.3-1', licence: 'matplotlib licence (PSF-style)' },
  { name: 'opencv-doc', version: '4.6.0+dfsg-12', licence: 'Apache-2.0 AND BSD-3-Clause' },
  { name: 'python-sklearn-doc', version: '1.2.1+dfsg-1', licence: 'BSD-3-Clause' },
  { name: 'digikam-data', version: '4:7.9.0-1', licence: 'GPL-2+' },
];

export interface CorpusFace {
  /** Unique name of this image of a face. */
  id: string;
  /** Who it shows: images with the same person are genuine pairs, all others impostor pairs. */
  person: string;
  pkg: string;
  /** Path inside the package. */
  path: string;
  /** The face box (x, y, width, height) as the detector found it, when the image shows more than one face. */
  face?: [number, number, number, number];
  /** A region to cut out instead (panels of a figure). */
  crop?: [number, number, number, number];
  /** How the image differs from a camera photograph, when it does. */
  note?: string;
  /**
   * Outside what login sees: the face is far smaller than the liveness check accepts (it asks for
   * a face at least 0.18 of a 640 px frame, ~115 px) or the image is a tiny greyscale thumbnail.
   */
  lowResolution?: true;
}

const skimage = 'usr/lib/python3/dist-packages/skimage/data/';
const skimageDoc = 'usr/share/doc/python-skimage-doc/html/_images/';
const opencv = 'usr/share/doc/opencv-doc/opencv4/html/';
const sklearn = 'usr/share/doc/python-sklearn-doc/html/_images/';

/** The astronaut as scikit-image's gallery renders her: one photograph through many filters. */
const nonLocalMeans: [[number, number, number, number], string][] = [
  [[15, 47, 247, 247], 'noisy'],
  [[277, 47, 247, 247], 'denoised'],
  [[538, 47, 247, 247], 'denoised'],
  [[15, 333, 247, 247], 'original face, enlarged'],
  [[277, 333, 247, 247], 'denoised'],
  [[538, 333, 247, 247], 'denoised'],
];
const astronautGallery: [string, [number, number, number, number], string][] = [
  ['sphx_glr_plot_restoration_001.png', [113, 81, 135, 136], 'noisy'],
  ['sphx_glr_plot_restoration_001.png', [506, 82, 136, 136], 'deconvolved'],
  ['sphx_glr_plot_window_001.png', [185, 122, 78, 78], 'greyscale, windowed'],
  ['sphx_glr_plot_face_detection_001.png', [247, 88, 113, 113], 'box drawn on the face'],
  ['sphx_glr_plot_active_contours_001.png', [247, 135, 154, 154], 'greyscale, contour drawn'],
  ['sphx_glr_plot_rgb_to_gray_001.png', [133, 42, 133, 133], 'greyscale'],
  ['sphx_glr_plot_pyramid_001.png', [175, 106, 99, 99], 'pyramid level'],
  ['sphx_glr_plot_censure_001.png', [160, 38, 218, 218], 'greyscale, keypoints drawn'],
  ['sphx_glr_plot_view_as_blocks_001.png', [141, 94, 81, 80], 'greyscale, block-averaged'],
  ['sphx_glr_plot_view_as_blocks_001.png', [530, 87, 91, 91], 'greyscale, block-averaged'],
  ['sphx_glr_plot_view_as_blocks_001.png', [536, 485, 82, 82], 'greyscale, block-averaged'],
  ['sphx_glr_plot_floodfill_005.png', [109, 36, 142, 142], 'suit recoloured'],
  ['sphx_glr_plot_floodfill_005.png', [494, 26, 160, 161], 'suit recoloured'],
  ['sphx_glr_plot_hog_001.png', [171, 73, 108, 107], 'input of a HOG figure'],
  ['sphx_glr_plot_deconvolution_001.png', [80, 155, 71, 72], 'greyscale, blurred'],
  ['sphx_glr_plot_deconvolution_001.png', [338, 146, 90, 91], 'greyscale, deconvolved'],
  ['sphx_glr_plot_deconvolution_001.png', [614, 152, 79, 79], 'greyscale, deconvolved'],
];

// scikit-learn's eigenfaces example shows 12 LFW portraits (3 rows of 4 cells of 180x240 px) with
// their true names; LFW's 50x37 px greyscale crops, scaled up in the figure.
const lfwNames = [
  'powell',
  'sharon',
  'bush',
  'blair',
  'blair',
  'rumsfeld',
  'rumsfeld',
  'blair',
  'bush',
  'powell',
  'chavez',
  'powell',
];

export const corpusFaces: CorpusFace[] = [
  { id: 'astronaut', person: 'collins', pkg: 'python3-skimage', path: `${skimage}astronaut.png` },
  ...astronautGallery.map(
    ([file, face, note], i): CorpusFace => ({
      id: `astronaut-gallery-${i + 1}`,
      person: 'collins',
      pkg: 'python-skimage-doc',
      path: `${skimageDoc}${file}`,
      face,
      note,
    }),
  ),
  ...nonLocalMeans.map(
    ([crop, note], i): CorpusFace => ({
      id: `astronaut-non-local-means-${i + 1}`,
      person: 'collins',
      pkg: 'python-skimage-doc',
      path: `${skimageDoc}sphx_glr_plot_nonlocal_means_001.png`,
      crop,
      note,
    }),
  ),
  // camera.png itself: head turned 44 degrees, below the detector's 0.7 (no face, not matched).
  {
    id: 'cameraman-threshold',
    person: 'cameraman',
    pkg: 'python-skimage-doc',
    path: `${skimageDoc}sphx_glr_plot_thresholding_003.png`,
    face: [243, 196, 72, 72],
    note: 'head turned 44 degrees, greyscale',
    lowResolution: true,
  },
  {
    id: 'cameraman-chan-vese',
    person: 'cameraman',
    pkg: 'python-skimage-doc',
    path: `${skimageDoc}sphx_glr_plot_chan_vese_001.png`,
    face: [135, 110, 69, 69],
    note: 'head turned 44 degrees, greyscale',
    lowResolution: true,
  },
  {
    id: 'hopper',
    person: 'hopper',
    pkg: 'python-matplotlib-data',
    path: 'usr/share/matplotlib/mpl-data/sample_data/grace_hopper.jpg',
  },
  {
    id: 'messi-barcelona',
    person: 'messi',
    pkg: 'opencv-doc',
    path: 'usr/share/doc/opencv-doc/examples/data/messi5.jpg',
    note: 'face 64 px wide',
    lowResolution: true,
  },
  {
    id: 'messi-argentina-damaged',
    person: 'messi',
    pkg: 'opencv-doc',
    path: `${opencv}inpaint_result.jpg`,
    crop: [0, 0, 225, 168],
    note: 'scratches drawn over the face',
  },
  {
    id: 'messi-argentina-inpainted',
    person: 'messi',
    pkg: 'opencv-doc',
    path: `${opencv}inpaint_result.jpg`,
    crop: [225, 168, 225, 169],
  },
  { id: 'young-man', person: 'young-man', pkg: 'opencv-doc', path: `${opencv}227943776_1.jpg` },
  { id: 'goatee-man', person: 'goatee-man', pkg: 'opencv-doc', path: `${opencv}230501201_1.jpg` },
  {
    id: 'glasses-man-left',
    person: 'glasses-man',
    pkg: 'opencv-doc',
    path: `${opencv}example.jpg`,
    crop: [0, 0, 387, 580],
  },
  {
    id: 'glasses-man-right',
    person: 'glasses-man',
    pkg: 'opencv-doc',
    path: `${opencv}example.jpg`,
    crop: [775, 0, 387, 580],
  },
  // facereg.jpg: four people in a 2x2 grid of 100 px cells, landmarks drawn on each face.
  ...(['woman-1', 'woman-glasses', 'woman-2', 'obama'] as const).map(
    (person, i): CorpusFace => ({
      id: `facereg-${person}`,
      person: `facereg-${person}`,
      pkg: 'opencv-doc',
      path: `${opencv}facereg.jpg`,
      crop: [(i % 2) * 100, Math.floor(i / 2) * 100, 100, 100],
      note: 'landmark dots drawn, face ~90 px',
    }),
  ),
  {
    id: 'landmarks-woman',
    person: 'landmarks-woman',
    pkg: 'opencv-doc',
    path: `${opencv}ab.jpg`,
    note: 'landmark dots drawn',
  },
  {
    id: 'webcam-woman-haar',
    person: 'webcam-woman',
    pkg: 'opencv-doc',
    path: `${opencv}Cascade_Classifier_Tutorial_Result_Haar.jpg`,
    note: 'webcam frame, circles drawn',
  },
  {
    id: 'webcam-woman-lbp',
    person: 'webcam-woman',
    pkg: 'opencv-doc',
    path: `${opencv}Cascade_Classifier_Tutorial_Result_LBP.jpg`,
    note: 'another webcam frame, circles drawn',
  },
  {
    id: 'flowers-man',
    person: 'flowers-man',
    pkg: 'opencv-doc',
    path: `${opencv}superpixels_demo.png`,
    face: [204, 91, 123, 123],
    note: 'in a screenshot',
  },
  {
    id: 'mona-lisa',
    person: 'mona-lisa',
    pkg: 'opencv-doc',
    path: `${opencv}julia_facedetect_sample.jpg`,
    note: 'a photograph of the painting, greyscale, box drawn',
  },
  {
    id: 'digikam-preview',
    person: 'digikam-preview',
    pkg: 'digikam-data',
    path: 'usr/share/digikam/themes/cleanframes/preview.png',
    crop: [160, 20, 85, 110],
    note: 'face 85 px wide in a theme preview',
  },
  ...lfwNames.map(
    (person, i): CorpusFace => ({
      id: `lfw-${i + 1}-${person}`,
      person: `lfw-${person}`,
      pkg: 'python-sklearn-doc',
      path: `${sklearn}plot_face_recognition_1.png`,
      crop: [(i % 4) * 180, Math.floor(i / 4) * 240, 180, 239],
      note: 'LFW 50x37 px greyscale crop',
      lowResolution: true,
    }),
  ),
];

/**
 * Faces found by the scan and not measured: drawings and renders are not people, and Debian
 * itself removes Lena from opencv as non-free.
 */
export const corpusExcluded = [
  'opencv-doc: Lena in 10 tutorial figures (Debian strips lena.jpg from the source as non-free)',
  'opencv-doc: face_swapped.jpg, young-man with goatee-man swapped in (a forgery; measured apart)',
  'opencv-doc: eigenface and fisherface reconstructions (averages of a face database, not photographs)',
  'opencv-doc: fuzzy/input.png (anime drawing), ml.png (robot drawing), resultOutputWideoWrite.png (animated film)',
  'python-skimage-doc: the astronaut as an edge drawing; LFW 25x25 px thumbnails; thumbnails repeating gallery figures',
  'gimp-help-en: three false detections on textures and a cartoon',
  'imagemagick-6-doc: wizard.png (a drawing of the Mona Lisa)',
];

/** The face swap of opencv's face-swapping tutorial: measured against both of its sources. */
export const swappedFace = {
  id: 'face-swapped',
  pkg: 'opencv-doc',
  path: `${opencv}face_swapped.jpg`,
  sources: ['young-man', 'goatee-man'],
};
