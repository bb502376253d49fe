import { describe, expect, it } from 'vitest';
import { isPrerendered, matchRoute } from '../app/routeTable';
import { brand, copyrightLine, supportMailto, supportTel } from './brand';
import * as constants from './constants';
import { features, featuresSection } from './features';
import { legalSlugs } from './legal';
import { footer, legalLinks, newsletter, paymentMethods, quickLinks, serviceLinks, socialLinks } from './footer';
import { hero } from './hero';
import { brandKeys, gradientKeys, iconKeys, isBrandKey, isIconKey } from './icons';
import { backToTopText, navigation, splashText } from './navigation';
import { caseStudyHref, numberTag, portfolioProjects, portfolioSection, technologyIcons } from './portfolio';
import { services, servicesSection } from './services';
import { testimonials, testimonialsSection } from './testimonials';
import { trustCards, trustSection } from './trust';
import { whoWeAre } from './whoWeAre';

const isExternalHttps = (href: string) => /^https:\/\/[^/\s]+/.test(href);

/** Every string reachable in a value, with its path, for whole-module scans. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  return [];
}

const homeContent = {
  brand,
  navigation,
  footer,
  hero,
  services,
  servicesSection,
  features,
  featuresSection,
  whoWeAre,
  portfolioProjects,
  portfolioSection,
  trustCards,
  trustSection,
  testimonials,
  testimonialsSection,
};

describe('icons', () => {
  it('has no duplicate keys', () => {
    expect(new Set(iconKeys).size).toBe(iconKeys.length);
    expect(new Set(brandKeys).size).toBe(brandKeys.length);
    expect(new Set(gradientKeys).size).toBe(gradientKeys.length);
  });

  it('covers every technology, social network and payment method of the spec', () => {
    for (const key of [
      'react',
      'nodejs',
      'openai',
      'mongodb',
      'firebase',
      'tailwind',
      'python',
      'aws',
      'machine-learning',
      'redux',
      'facebook',
      'instagram',
      'twitter',
      'youtube',
      'linkedin',
      'whatsapp',
      'github',
      'visa',
      'mastercard',
      'paypal',
      'google-pay',
    ]) {
      expect(isBrandKey(key), key).toBe(true);
    }
    expect(isBrandKey('globe')).toBe(false);
    expect(isIconKey('globe')).toBe(true);
  });
});

describe('brand', () => {
  it('names the agency once, with a short wordmark', () => {
    expect(brand.name).toBe('Northwind Digital');
    expect(brand.wordmark).toBe('Northwind');
    expect(brand.welcome).toContain(brand.name);
    expect(splashText).toEqual({ wordmark: brand.wordmark, welcome: brand.welcome });
  });

  it('keeps both founding years as the spec states them', () => {
    expect(brand.founded).toEqual({ home: 2024, about: 2025 });
    expect(whoWeAre.paragraphs.join(' ')).toContain('2024');
    expect(whoWeAre.paragraphs.join(' ')).not.toContain('2025');
  });

  it('has an office in Kolkata, West Bengal, with an https map link', () => {
    expect(brand.office.addressLines.join(', ')).toContain('Kolkata, West Bengal');
    expect(brand.office.mapUrl).toMatch(/^https:\/\/www\.google\.com\/maps\//);
    expect(decodeURIComponent(brand.office.mapUrl)).toContain('Kolkata, West Bengal');
  });

  it('builds support links from the contact details', () => {
    expect(supportMailto).toBe(`mailto:${brand.contact.email}`);
    expect(brand.contact.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(supportTel).toBe(`tel:${brand.contact.phoneE164}`);
    expect(brand.contact.phoneE164).toMatch(/^\+\d{8,15}$/);
    expect(brand.contact.phone.replace(/\s/g, '')).toBe(brand.contact.phoneE164);
  });

  it('writes the copyright line for the given year', () => {
    expect(copyrightLine(2031)).toBe('© 2031 Northwind Digital. All rights reserved.');
    expect(footer.copyright(new Date().getFullYear())).toContain(String(new Date().getFullYear()));
  });

  it('is not hard-coded anywhere else in the Home content', () => {
    const { brand: _brand, ...rest } = homeContent;
    // Texts may contain the name only because they were built from brand.name; check by renaming.
    for (const [path, text] of strings(rest)) {
      if (text.includes(brand.name)) {
        expect([
          'navigation.home.ariaLabel',
          'footer.brand.name',
          'footer.socialLinks[5].label',
          'whoWeAre.paragraphs[0]',
        ]).toContain(path);
      }
    }
  });
});

describe('navigation', () => {
  it('has the four section links with capitalised labels, then booking and contact', () => {
    expect(navigation.sections).toEqual([
      { label: 'Products', href: '/products' },
      { label: 'Solutions', href: '/solutions' },
      { label: 'Developers', href: '/developers' },
      { label: 'Resources', href: '/resources' },
    ]);
    expect(navigation.booking).toEqual({ label: 'Booking Now', href: '/booking' });
    expect(navigation.contact).toEqual({ label: 'Contact Us', href: '/contact' });
    expect(navigation.home.href).toBe('/');
    expect(navigation.home.label).toBe(brand.wordmark);
  });

  it('lists all six links in the mobile menu', () => {
    expect(navigation.menuLinks.map((l) => l.label)).toEqual([
      'Products',
      'Solutions',
      'Developers',
      'Resources',
      'Booking Now',
      'Contact Us',
    ]);
  });

  it('describes back-to-top progress in percent', () => {
    expect(backToTopText.label).toBe('Back to top');
    expect(backToTopText.progress(42.4)).toBe('42% of the page scrolled');
  });
});

describe('footer', () => {
  it('has the social links in order, then the company site', () => {
    expect(socialLinks.map((l) => l.label).slice(0, 5)).toEqual([
      'Facebook',
      'Instagram',
      'Twitter',
      'YouTube',
      'LinkedIn',
    ]);
    expect(socialLinks.map((l) => l.icon)).toEqual([
      'facebook',
      'instagram',
      'twitter',
      'youtube',
      'linkedin',
      'globe',
    ]);
    expect(socialLinks).toHaveLength(6);
    expect(socialLinks[5]?.href).toBe(brand.siteUrl);
    for (const link of socialLinks) expect(isExternalHttps(link.href), link.label).toBe(true);
  });

  it('has the quick links', () => {
    expect(quickLinks).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Products', href: '/products' },
      { label: 'Solutions', href: '/solutions' },
      { label: 'Developers', href: '/developers' },
      { label: 'Booking Now', href: '/booking' },
    ]);
  });

  it('has five IT service links, all to /booking', () => {
    expect(serviceLinks.map((l) => l.label)).toEqual([
      'Web Design',
      'Web Development',
      'Mobile App Development',
      'Digital Marketing',
      'AI Integration',
    ]);
    for (const link of serviceLinks) expect(link.href).toBe('/booking');
  });

  it('lists four payment methods', () => {
    expect(paymentMethods.map((p) => p.name)).toEqual(['Visa', 'Mastercard', 'PayPal', 'Google Pay']);
    for (const p of paymentMethods) expect(isBrandKey(p.icon)).toBe(true);
  });

  it('has legal links to the legal pages and the sitemap, each a page of the route table', async () => {
    expect(legalLinks.map((l) => l.label)).toEqual(['Privacy Policy', 'Terms of Service', 'Cookie Policy', 'Sitemap']);
    expect(legalLinks.map((l) => l.href)).toEqual([...legalSlugs.map((slug) => `/legal/${slug}`), '/sitemap']);
    for (const link of legalLinks) expect(await isPrerendered(link.href), link.href).toBe(true);
  });

  it('has the newsletter messages of the spec', () => {
    expect(newsletter.emptyEmailError).toBe('Please enter your email address.');
    expect(newsletter.sendError).toBe('Failed to send message. Please try again later.');
    expect(newsletter.sending).toBe('Sending...');
  });

  it('has the office and support blocks', () => {
    expect(footer.office.addressLines).toBe(brand.office.addressLines);
    expect(footer.office.map.href).toBe(brand.office.mapUrl);
    expect(footer.support.email).toEqual({ label: brand.contact.email, href: supportMailto });
    expect(footer.support.phone).toEqual({ label: brand.contact.phone, href: supportTel });
  });
});

describe('hero', () => {
  it('has the two calls to action', () => {
    expect(hero.actions).toEqual([
      { label: 'Get Free Consultation', href: '/contact', variant: 'primary' },
      { label: 'View Our Services', href: '/booking', variant: 'secondary' },
    ]);
  });

  it('has WhatsApp, LinkedIn and Twitter, each the agency’s own address', () => {
    expect(hero.socialLinks.map((l) => l.icon)).toEqual(['whatsapp', 'linkedin', 'twitter']);
    const [whatsapp, linkedin, twitter] = hero.socialLinks;
    expect(whatsapp.href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(whatsapp.href).toContain(brand.contact.phoneE164.slice(1));
    expect(linkedin.href).toBe(brand.social.linkedin);
    expect(twitter.href).toBe(brand.social.twitter);
  });

  it('uses the spec delays', () => {
    expect(hero.delaysS).toEqual({ headline: 0.5, subtext: 0.8, actions: 1.1 });
    expect(hero.headline.lead.length).toBeGreaterThan(0);
    expect(hero.subtext.length).toBeGreaterThan(40);
  });
});

describe('services grid', () => {
  it('has eight cards with ids 1 to 8 and the exact titles in order', () => {
    expect(services.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(services.map((s) => s.title)).toEqual([
      'Web Development',
      'Mobile Development',
      'AI Integration',
      'Social Media Marketing',
      'Cloud Services',
      'Database Management',
      'Cybersecurity',
      'Analytics & SEO',
    ]);
    expect(services).toHaveLength(8);
  });

  it('gives each card a description, a known icon and a distinct gradient', () => {
    for (const s of services) {
      expect(s.description.length, s.title).toBeGreaterThan(40);
      expect(isIconKey(s.icon), s.title).toBe(true);
      expect(gradientKeys).toContain(s.gradient);
    }
    expect(new Set(services.map((s) => s.icon)).size).toBe(8);
    expect(new Set(services.map((s) => s.gradient)).size).toBe(8);
  });

  it('has the section texts', () => {
    expect(servicesSection.heading).toBe('Our Expertise');
    expect(servicesSection.cardHref).toBe('/booking');
    expect(servicesSection.cta).toEqual({ label: 'Schedule Free Consultation', href: '/contact' });
  });
});

describe('features', () => {
  it('has four cards with the exact titles', () => {
    expect(features.map((f) => f.title)).toEqual([
      'Intuitive Experience',
      'Enterprise Security',
      'Flexible Customization',
      'Omnichannel Ready',
    ]);
  });

  it('claims exactly the spec figures', () => {
    expect(features.flatMap((f) => f.stats.map((s) => `${s.value} ${s.label}`))).toEqual([
      '85% faster onboarding',
      '99.99% uptime',
      '100+ integrations',
      '3x mobile usage',
    ]);
  });

  it('has three distinct highlights per card and known icons', () => {
    for (const f of features) {
      expect(f.highlights, f.title).toHaveLength(3);
      expect(new Set(f.highlights).size).toBe(3);
      expect(isIconKey(f.icon), f.title).toBe(true);
      expect(gradientKeys).toContain(f.gradient);
    }
  });

  it('has the section texts; the button does nothing', () => {
    expect(featuresSection.heading).toBe('Powerful Features');
    expect(featuresSection.cta).toEqual({ label: 'Explore All Features', href: null });
  });
});

describe('who we are', () => {
  it('has the two buttons', () => {
    expect(whoWeAre.actions.map(({ label, href }) => ({ label, href }))).toEqual([
      { label: 'Our Story', href: '/about' },
      { label: 'Get in Touch', href: '/contact' },
    ]);
  });

  it('has a local, sized image with alt text', () => {
    expect(whoWeAre.image.src).toMatch(/^\/images\//);
    expect(whoWeAre.image.width).toBeGreaterThan(0);
    expect(whoWeAre.image.height).toBeGreaterThan(0);
    expect(whoWeAre.image.alt.length).toBeGreaterThan(10);
    for (const p of whoWeAre.points) expect(isIconKey(p.icon)).toBe(true);
  });
});

describe('portfolio', () => {
  it('has five projects with the spec progress and timeline', () => {
    expect(
      portfolioProjects.map(({ id, title, progress, timeline }) => ({
        id,
        title: title.toLowerCase(),
        progress,
        timeline,
      })),
    ).toEqual([
      { id: 1, title: 'healthcare clinic chatbot platform', progress: 70, timeline: '2 months' },
      { id: 2, title: 'school management system', progress: 40, timeline: '6 months' },
      { id: 3, title: 'e-commerce dashboard', progress: 80, timeline: '3 months' },
      { id: 4, title: 'ai learning platform', progress: 40, timeline: '5 months' },
      { id: 5, title: 'school portfolio platform', progress: 50, timeline: '2 months' },
    ]);
  });

  it('uses only the spec technology names, each with a brand icon', () => {
    expect(Object.keys(technologyIcons)).toEqual([
      'React',
      'Node.js',
      'OpenAI',
      'MongoDB',
      'Firebase',
      'Tailwind CSS',
      'Python',
      'AWS',
      'Machine Learning',
      'Redux',
    ]);
    for (const key of Object.values(technologyIcons)) expect(isBrandKey(key)).toBe(true);
    for (const p of portfolioProjects) {
      expect(p.technologies.length, p.title).toBeGreaterThan(0);
      expect(new Set(p.technologies).size).toBe(p.technologies.length);
      for (const t of p.technologies) expect(Object.keys(technologyIcons), p.title).toContain(t);
    }
  });

  it('gives every project features, https links and a local sized image', () => {
    for (const p of portfolioProjects) {
      expect(p.description.length, p.title).toBeGreaterThan(40);
      expect(p.features.length, p.title).toBeGreaterThanOrEqual(3);
      expect(p.progress).toBeGreaterThanOrEqual(0);
      expect(p.progress).toBeLessThanOrEqual(100);
      expect(p.github).toMatch(/^https:\/\/github\.com\/[\w-]+\/[\w-]+$/);
      expect(isExternalHttps(p.liveDemo), p.title).toBe(true);
      expect(p.image.src).toMatch(/^\/images\/.+\.svg$/);
      expect(p.image.width).toBeGreaterThan(0);
      expect(p.image.height).toBeGreaterThan(0);
      expect(p.image.alt.length).toBeGreaterThan(10);
    }
    expect(new Set(portfolioProjects.map((p) => p.id)).size).toBe(5);
  });

  it('has the card labels and helpers', () => {
    expect(portfolioSection.initialVisible).toBe(3);
    expect(portfolioProjects.length).toBeGreaterThan(portfolioSection.initialVisible);
    expect(portfolioSection.labels.viewAll).toBe('View All Projects');
    expect(portfolioSection.labels.showLess).toBe('Show Less');
    expect(portfolioSection.labels.team).toBe('Team: 2');
    expect(portfolioSection.labels.caseStudy).toBe('View Case Study');
    expect(portfolioSection.labels.keyFeatures).toBe('Key Features');
    expect(portfolioSection.labels.complete(70)).toBe('70% Complete');
    expect(caseStudyHref(3)).toBe('/projects/3');
    expect(portfolioProjects.map((_, i) => numberTag(i))).toEqual(['01', '02', '03', '04', '05']);
  });
});

describe('trust', () => {
  it('has the three cards exactly as the spec', () => {
    expect(trustCards.map((c) => c.title)).toEqual(['Proven Results', 'Client Satisfaction', 'Security & Standards']);
    const [results, satisfaction, standards] = trustCards;
    expect(results?.kind === 'metrics' && results.metrics.map((m) => `${m.value} ${m.label}`)).toEqual([
      '+30% user retention',
      '+45% engagement',
      '99.9% system reliability',
    ]);
    expect(satisfaction?.kind === 'quote' && `${satisfaction.metric.value} ${satisfaction.metric.label}`).toBe(
      '12+ Happy Clients',
    );
    expect(satisfaction?.kind === 'quote' && satisfaction.quote.length).toBeGreaterThan(20);
    expect(standards?.kind === 'badges' && standards.badges).toEqual([
      'OWASP',
      'CI/CD',
      'TDD',
      'Agile',
      'Clean Code',
      'SOLID',
    ]);
    for (const c of trustCards) expect(isIconKey(c.icon)).toBe(true);
  });

  it('closes with the spec button', () => {
    expect(trustSection.cta.label).toBe("Let's Build Something Great");
  });
});

describe('testimonials', () => {
  it('has six entries with a name, a role with company, feedback and, if any, a square local portrait', () => {
    expect(testimonials).toHaveLength(6);
    expect(new Set(testimonials.map((t) => t.name)).size).toBe(6);
    for (const t of testimonials) {
      expect(t.role, t.name).toMatch(/^[^,]+, [^,]+$/);
      expect(t.feedback.length, t.name).toBeGreaterThan(40);
      // Without a portrait the card shows the person's initials (design-system Avatar).
      if (t.image) {
        expect(t.image.src).toMatch(/^\/images\/testimonials\/.+$/);
        expect(t.image.alt).toContain(t.name);
        expect(t.image.width).toBe(t.image.height);
      }
    }
    expect(testimonialsSection.dotLabel(2, 6)).toBe('Show testimonial 2 of 6');
  });
});

describe('business constants', () => {
  it('scales the Home section delays by 100 ms, in page order', () => {
    const order = ['hero', 'services', 'whoWeAre', 'portfolio', 'trust', 'testimonials'] as const;
    expect(order.map(constants.homeSectionDelayS)).toEqual([0, 0.01, 0.02, 0.03, 0.05, 0.06]);
  });
});

/** The route-table path an internal link reaches (`*`: the not-found page). */
function pageOf(href: string): string {
  return matchRoute(href.split(/[?#]/)[0]!).route.path;
}

describe('all Home content', () => {
  it('uses only local images and no placeholder text', () => {
    for (const [path, text] of strings(homeContent)) {
      expect(text, path).not.toMatch(/lorem|ipsum|TODO|TBD/i);
      if (path.endsWith('.src')) expect(text, path).toMatch(/^\/images\//);
    }
  });

  it('links internally only to pages of the route table', () => {
    for (const [path, text] of strings(homeContent)) {
      if (path.endsWith('href') && text.startsWith('/')) expect(pageOf(text), `${path}: ${text}`).not.toBe('*');
    }
  });
});
