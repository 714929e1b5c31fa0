/**
 * What a large LED-sign clip catalogue is about: parent categories, their subcategories and
 * the subjects a clip for each would advertise. Automotive repeats the sample catalogue's
 * subcategories so synthetic clips land beside the seeded ones.
 */
export interface Theme {
  parentTitle: string
  children: Record<string, string[]>
}

export const themes: Theme[] = [
  {
    parentTitle: 'Automotive',
    children: {
      'Car Wash': ['Car Wash', 'Bubble Wash', 'Touchless Wash', 'Wax and Shine', 'Foam Bath'],
      'Oil Change': ['Oil Change', 'Synthetic Oil', 'Quick Lube', 'Filter Swap', 'Fluid Check'],
      Tires: ['Tire Sale', 'Tire Rotation', 'Wheel Alignment', 'Winter Tires', 'Flat Repair'],
      Detailing: ['Headlight Restoration', 'Interior Detailing', 'Ceramic Coating', 'Paint Polish'],
      Dealerships: ['Dealership Opening', 'Used Cars', 'Truck Month', 'Lease Offer', 'Test Drive'],
    },
  },
  {
    parentTitle: 'Restaurants',
    children: {
      Pizza: ['Pizza Slice', 'Pepperoni Pizza', 'Family Pizza Deal', 'Wood Fired Oven'],
      Burgers: ['Burger Combo', 'Cheeseburger', 'Double Stack Burger', 'Fries and Shake'],
      Coffee: ['Morning Coffee', 'Iced Latte', 'Espresso Bar', 'Pumpkin Spice Latte'],
      Tacos: ['Taco Tuesday', 'Street Tacos', 'Burrito Bowl', 'Nacho Platter'],
      Bakery: ['Fresh Bread', 'Donut Dozen', 'Cupcake Corner', 'Croissant Morning'],
    },
  },
  {
    parentTitle: 'Retail',
    children: {
      Clearance: ['Clearance Sale', 'Everything Must Go', 'Half Price Rack', 'Final Markdown'],
      Fashion: ['New Arrivals', 'Summer Collection', 'Shoe Sale', 'Denim Days'],
      Electronics: ['Phone Upgrade', 'Laptop Deals', 'Gaming Console', 'Smart Home'],
      Grocery: ['Fresh Produce', 'Weekly Specials', 'Butcher Counter', 'Farmers Market'],
      Furniture: ['Sofa Sale', 'Mattress Event', 'Patio Furniture', 'Dining Sets'],
    },
  },
  {
    parentTitle: 'Real Estate',
    children: {
      'Open House': ['Open House', 'Just Listed', 'Price Reduced', 'Sold Sign'],
      Rentals: ['Now Leasing', 'Apartments Available', 'Move In Special', 'Office Space'],
      Mortgage: ['Mortgage Rates', 'First Home Buyer', 'Refinance Today', 'Home Loan'],
    },
  },
  {
    parentTitle: 'Holidays',
    children: {
      Christmas: ['Merry Christmas', 'Holiday Lights', 'Santa Sleigh', 'Snowflake Greeting'],
      Halloween: ['Happy Halloween', 'Pumpkin Patch', 'Haunted House', 'Trick or Treat'],
      Thanksgiving: ['Happy Thanksgiving', 'Harvest Feast', 'Turkey Dinner', 'Give Thanks'],
      'New Year': ['Happy New Year', 'Countdown Fireworks', 'New Year Sale', 'Midnight Toast'],
      'Independence Day': ['Fourth of July', 'Fireworks Show', 'Stars and Stripes'],
    },
  },
  {
    parentTitle: 'Sports',
    children: {
      Football: ['Game Day', 'Football Kickoff', 'Touchdown Party', 'Tailgate Special'],
      Baseball: ['Home Run', 'Baseball Season', 'Little League', 'Seventh Inning'],
      Basketball: ['Slam Dunk', 'Basketball Tournament', 'Buzzer Beater', 'Hoops Night'],
      Fitness: ['Gym Membership', 'Yoga Class', 'Personal Training', 'Spin Class'],
    },
  },
  {
    parentTitle: 'Healthcare',
    children: {
      Pharmacy: ['Flu Shots', 'Pharmacy Pickup', 'Vaccines Available', 'Prescription Refill'],
      Dental: ['Dental Checkup', 'Teeth Whitening', 'Braces Consultation', 'Smile Makeover'],
      'Urgent Care': ['Urgent Care', 'Walk Ins Welcome', 'Open Late', 'Sports Physicals'],
      Vision: ['Eye Exam', 'Designer Frames', 'Contact Lenses', 'Sunglasses Sale'],
    },
  },
  {
    parentTitle: 'Community',
    children: {
      Churches: ['Sunday Service', 'Easter Celebration', 'Vacation Bible School', 'Choir Night'],
      Schools: ['Back to School', 'Graduation Day', 'Registration Open', 'Science Fair'],
      Events: ['Farmers Fair', 'Charity Run', 'Blood Drive', 'Summer Concert'],
    },
  },
]

export const brandNames = [
  'Pixel Forge',
  'Glowline Studio',
  'Brightbox',
  'Neon Drift',
  'Lumen Works',
  'Signal Yard',
  'Marquee Motion',
  'Photon Press',
  'Scanline Co',
  'Beacon Loops',
  'Ledger Lights',
  'Halo Frames',
]

export const titleOpeners = [
  'Bold',
  'Bright',
  'Sparkling',
  'Classic',
  'Retro',
  'Neon',
  'Glowing',
  'Sunny',
  'Midnight',
  'Rapid',
  'Friendly',
  'Big',
  'Crisp',
  'Electric',
  'Golden',
  'Vivid',
]

export const titleFormats = [
  'Special',
  'Promo',
  'Loop',
  'Countdown',
  'Banner',
  'Ticker',
  'Scroller',
  'Spotlight',
  'Flash Sale',
  'Marquee',
  'Greeting',
  'Teaser',
]

export const motions = [
  'scrolls right to left over moving stripes',
  'pulses in time with a chasing border',
  'sweeps in under a soft light beam',
  'flips in letter by letter',
  'bounces over a confetti burst',
  'slides across a slow colour gradient',
  'zooms out of a starburst',
  'types itself out on a ticker line',
]

/** Selling points; a clip lists two to four, so no single line blankets the catalogue. */
export const bulletPool = [
  'Loops seamlessly: the last frame leads straight back into the first',
  'Resolution-independent layout, delivered at your sign size',
  '25 fps H.264 MP4 that plays on common LED controllers',
  'Headline and price are editable when you order a customisation',
  'High-contrast colours for daylight readability',
  'Single-use licence for one sign',
  'Gentle motion that suits strict local sign codes',
  'Night mode palette included for dimmed signs',
  'Readable from across four lanes of traffic',
  'GIF, AVI and MPEG versions on request',
  'Safe margins keep text clear of the cabinet edge',
  'Tested on full-colour and tri-colour panels',
  'Short cycle so it fits a busy playlist',
  'Large type sized for drivers at 40 mph',
  'Swap in your phone number or web address',
  'Pairs well with a static logo slide',
  'No audio track, nothing to mute',
  'Fine pixel art that holds up on small boards',
  'Timed to a two-second glance',
  'Seasonal colour variants on request',
  'Landscape and portrait cuts available',
  'Works with scheduling software for day parts',
  'Bold outline stroke for low-resolution matrices',
  'Smooth easing, no flicker at 60 Hz refresh',
]

export const sizeNames = ['Small', 'Medium', 'Large', 'XL']

export const colorNames = [
  'amber',
  'red',
  'yellow',
  'white',
  'cyan',
  'blue',
  'purple',
  'green',
  'pink',
  'orange',
  'gold',
  'silver',
]
