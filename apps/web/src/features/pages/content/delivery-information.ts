import type { ContentSection } from './content-section'

export const DELIVERY_INTRO =
  'Marquee sells digital files only. Nothing is shipped: every clip is delivered as a download, sized for your sign.'

export const DELIVERY_SECTIONS: ContentSection[] = [
  {
    heading: 'Ready-made clips',
    paragraphs: [
      'When your card payment is confirmed, the clip appears in your account. Choose your sign’s width and height in pixels and a file type (MP4, AVI, MPEG or GIF) and we render it for you. Most clips are ready within a minute; you can leave the page and come back, the file waits in your account.',
      'Subscribers spend one download credit per clip instead of paying for it, and the file is ready the same way.',
    ],
  },
  {
    heading: 'Customised clips',
    paragraphs: [
      'A customisation (your text, prices, hours, colours or logo) costs $35, or one customisation credit on a plan. Our studio produces it by hand and usually delivers within three working days. We email you when it is ready and it is added to your account for download.',
      'Need it sooner? A rush order (+$40) moves your job to the front of the queue, with delivery within one working day.',
    ],
  },
  {
    heading: 'Getting the file onto your sign',
    paragraphs: [
      'Copy the file to your sign controller the way you load any other content: with the manufacturer’s software, a USB stick or over the network. If your controller needs a format or frame rate we do not list, contact us before ordering and we will check it for you.',
    ],
  },
  {
    heading: 'Re-downloading',
    paragraphs: [
      'Purchased and delivered clips stay in your account, so you can download them again if a controller is replaced. A re-download is for the same sign: the licence covers one device per purchase.',
    ],
  },
]
