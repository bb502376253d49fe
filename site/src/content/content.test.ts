import { describe, expect, it } from 'vitest';
import { about } from './about';
import { booking, bookingResponseHours, bookingServices } from './booking';
import { brand, supportMailto, supportTel } from './brand';
import { caseStudyOf } from './caseStudies';
import { contact } from './contact';
import { developers, developersCta, developersPage } from './developers';
import { events, eventsSection, registrationHref, registrationMessage, registrationSlug } from './events';
import { gradientKeys, isBrandKey, isIconKey, type ImageAsset } from './icons';
import { login } from './login';
import { notFound } from './notFound';
import { portfolioProjects, technologyIcons } from './portfolio';
import { productsPage, projectHref } from './products';
import { findProject, projectCarousel, projectDetail, projects, projectsList } from './projects';
import {
  allResources,
  categoryPreview,
  categoryPreviewCount,
  communityCards,
  popularResources,
  popularResourcesLimit,
  resourceBadge,
  resourceCategories,
  resourceLinkLabel,
  resources,
  resourcesPage,
  resourcesScrollIn,
  resourceTypeLabels,
  resourceTypes,
} from './resources';
import { solutions, solutionsPage } from './solutions';
import { filterTechStack, techCategories, techFilters, techStack, techStackSection } from './techStack';

const isHttps = (href: string) => /^https:\/\/[^/\s]+\/?\S*$/.test(href);

/** Every string reachable in a value, with its path, for whole-module scans. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  return [];
}

function expectImage(image: ImageAsset, where: string) {
  expect(image.src, where).toMatch(/^\/images\/[\w/-]+\.(svg|png|webp|avif|jpg)$/);
  expect(Number.isInteger(image.width) && image.width > 0, where).toBe(true);
  expect(Number.isInteger(image.height) && image.height > 0, where).toBe(true);
  expect(image.alt.length, where).toBeGreaterThan(10);
}

const pageContent = {
  about,
  contact,
  booking,
  bookingServices,
  productsPage,
  projects,
  projectDetail,
  projectsList,
  solutionsPage,
  developers,
  developersPage,
  techStack,
  techStackSection,
  developersCta,
  resourcesPage,
  events,
  login,
  notFound,
};

describe('inner pages, as a whole', () => {
  it('have no placeholder copy, no blank or untrimmed texts and only local image sources', () => {
    for (const [path, text] of strings(pageContent)) {
      expect(text, path).not.toMatch(/lorem|ipsum|TODO|TBD|xxx/i);
      expect(text.trim(), path).toBe(text);
      expect(text.length, path).toBeGreaterThan(0);
      if (/(^|\.)src$/.test(path)) expect(text, path).toMatch(/^\/images\//);
    }
  });

  it('name the agency only through brand.name', () => {
    for (const [path, text] of strings(pageContent)) {
      if (text.includes(brand.name)) {
        expect(['about.hero.eyebrow', 'about.founding.statement', 'login.home.label'], path).toContain(path);
      }
    }
  });
});

describe('about', () => {
  it('has the hero titled About and the 2025 founding statement', () => {
    expect(about.hero.title).toBe('About');
    expect(about.founding.year).toBe(2025);
    expect(about.founding.heading).toBe('Founded in 2025');
    expect(about.founding.statement).toContain('founded in 2025');
    // The About page never uses the Home reading.
    for (const [path, text] of strings(about)) expect(text, path).not.toContain('2024');
  });

  it('has a company description and a sized team image', () => {
    expect(about.description.paragraphs.length).toBeGreaterThanOrEqual(2);
    for (const p of about.description.paragraphs) expect(p.length).toBeGreaterThan(60);
    for (const f of about.description.facts) expect(isIconKey(f.icon)).toBe(true);
    expectImage(about.teamImage, 'team image');
  });
});

describe('contact', () => {
  it('shows the postal address, support e-mail and support phone', () => {
    expect(contact.details.map((d) => d.label)).toEqual(['Office', 'Email', 'Phone']);
    const [office, email, phone] = contact.details;
    expect(office?.lines.join(', ')).toContain('Kolkata, West Bengal');
    expect(office?.href).toBe(brand.office.mapUrl);
    expect(email).toMatchObject({ lines: [brand.contact.email], href: supportMailto });
    expect(phone).toMatchObject({ lines: [brand.contact.phone], href: supportTel });
    for (const d of contact.details) expect(isIconKey(d.icon)).toBe(true);
  });

  it('has a form with name, email and message, all required', () => {
    expect(Object.keys(contact.form.fields)).toEqual(['name', 'email', 'message']);
    expect(contact.form.fields.name.label).toBe('Name');
    expect(contact.form.fields.email.label).toBe('Email');
    expect(contact.form.fields.message.label).toBe('Message');
    for (const f of Object.values(contact.form.fields)) expect(f.required).toBe(true);
  });

  it('has the exact messages of the spec', () => {
    expect(contact.form.sending).toBe('Sending...');
    expect(contact.form.requiredError).toBe('Please fill in all required fields');
    expect(contact.form.sendError).toBe('Failed to send message. Please try again later.');
    expect(contact.success.title).toBe('Message Sent!');
    expect(contact.success.action).toBe('Send New Message');
  });
});

describe('booking', () => {
  it('has five services with the exact titles in order', () => {
    expect(bookingServices.map((s) => s.title)).toEqual([
      'Web Development',
      'App Development',
      'Database Management',
      'AI Integration',
      'Digital Marketing',
    ]);
  });

  it('gives each service a description and four distinct key features', () => {
    for (const s of bookingServices) {
      expect(s.description.length, s.title).toBeGreaterThan(60);
      expect(s.features, s.title).toHaveLength(4);
      expect(new Set(s.features).size, s.title).toBe(4);
      expect(isIconKey(s.icon), s.title).toBe(true);
      expect(gradientKeys).toContain(s.gradient);
    }
    expect(booking.servicesSection.select).toBe('Select Service');
  });

  it('has the form fields, a select placeholder and the five options', () => {
    expect(Object.keys(booking.form.fields)).toEqual(['name', 'email', 'service', 'message']);
    expect(booking.form.fields.name.required).toBe(true);
    expect(booking.form.fields.email.required).toBe(true);
    expect(booking.form.fields.service.required).toBe(true);
    expect(booking.form.fields.message.required).toBe(false);
    expect(booking.form.fields.message.label).toBe('Project Details');
    expect(booking.form.servicePlaceholder.length).toBeGreaterThan(0);
    expect(booking.form.serviceOptions).not.toContain(booking.form.servicePlaceholder);
    expect(booking.form.serviceOptions).toEqual(bookingServices.map((s) => s.title));
  });

  it('promises a response within 24 hours', () => {
    expect(bookingResponseHours).toBe(24);
    expect(booking.form.responsePromise).toContain('within 24 hours');
  });

  it('describes the three-step flow', () => {
    expect(booking.steps.map((s) => s.step)).toEqual([1, 2, 3]);
    expect(booking.steps.map((s) => s.title)).toEqual(['Fill the form', 'Initial consultation', 'Project kickoff']);
    for (const s of booking.steps) expect(isIconKey(s.icon)).toBe(true);
  });

  it('has the contact block and the thank-you view', () => {
    expect(booking.contactBlock.email).toEqual({ label: brand.contact.email, href: supportMailto });
    expect(booking.contactBlock.phone).toEqual({ label: brand.contact.phone, href: supportTel });
    expect(booking.contactBlock.viewPricing.label).toBe('View Pricing');
    expect(booking.contactBlock.seePortfolio).toEqual({ label: 'See Portfolio', href: '/developers' });
    expect(booking.thankYou.action).toBe('Submit Another Request');
  });
});

describe('products', () => {
  it('has a hero titled Products and lists the detail projects', () => {
    expect(productsPage.hero.title).toBe('Products');
    expect(productsPage.items).toBe(projects);
    expect(projectHref(3)).toBe('/projects/3');
  });
});

describe('project detail', () => {
  it('has five projects with numeric ids 1 to 5 and the spec titles', () => {
    expect(projects.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
    const titles = projects.map((p) => p.title.toLowerCase());
    expect(titles[0]).toMatch(/clinic/);
    expect(titles[0]).toMatch(/ai/);
    expect(titles[0]).toMatch(/multilingual/);
    expect(titles[0]).toMatch(/chatbot/);
    expect(titles[1]).toBe('school management system');
    expect(titles[2]).toBe('e-commerce dashboard');
    expect(titles[3]).toMatch(/education/);
    expect(titles[3]).toMatch(/mobile app/);
    expect(titles[4]).toMatch(/personal school portfolio/);
  });

  it('shows on each card the first image of its carousel', () => {
    for (const p of projects) expect(p.images[0], p.title).toBe(p.image);
  });

  it('matches the portfolio ids, so every case-study link resolves', () => {
    for (const p of portfolioProjects) expect(findProject(String(p.id)), p.title).toBeDefined();
  });

  it('gives every project complete, well-formed data', () => {
    for (const p of projects) {
      expect(p.description.length, p.title).toBeGreaterThan(60);
      const caseStudy = caseStudyOf(p.id);
      expect(caseStudy.details.length, p.title).toBeGreaterThanOrEqual(3);
      expect(p.features.length, p.title).toBeGreaterThanOrEqual(3);
      expect(p.technologies.length, p.title).toBeGreaterThan(0);
      for (const t of p.technologies) expect(Object.keys(technologyIcons), p.title).toContain(t);
      expect(p.images.length, p.title).toBeGreaterThanOrEqual(3);
      p.images.forEach((img, i) => expectImage(img, `${p.title} image ${i}`));
      expect(new Set(p.images.map((i) => i.src)).size).toBe(p.images.length);
      expect(p.githubUrl).toMatch(/^https:\/\/github\.com\/[\w-]+\/[\w-]+$/);
      expect(isHttps(p.liveUrl), p.title).toBe(true);
      for (const part of [caseStudy.challenge, caseStudy.solution, caseStudy.outcome])
        expect(part.length, p.title).toBeGreaterThan(30);
      for (const s of p.stats) {
        expect(s.label.length).toBeGreaterThan(0);
        expect(s.value.length).toBeGreaterThan(0);
      }
    }
  });

  it('shows team figures, 2-member teams included', () => {
    for (const p of projects) expect(p.stats.find((s) => s.label === 'Team')?.value, p.title).toMatch(/^\d+ members$/);
    expect(projects.some((p) => p.stats.some((s) => s.label === 'Team' && s.value === '2 members'))).toBe(true);
  });

  it('agrees with the portfolio on timelines and progress', () => {
    for (const p of projects) {
      const card = portfolioProjects.find((c) => c.id === p.id);
      expect(p.stats.find((s) => s.label === 'Timeline')?.value).toBe(card?.timeline);
      expect(p.stats.find((s) => s.label === 'Completion')?.value).toBe(`${card?.progress}%`);
    }
  });

  it('finds projects by digit-only route ids', () => {
    expect(findProject('1')?.id).toBe(1);
    expect(findProject('5')?.id).toBe(5);
    expect(findProject('6')).toBeUndefined();
    expect(findProject('0')).toBeUndefined();
    expect(findProject('1a')).toBeUndefined();
    expect(findProject(' 1')).toBeUndefined();
    expect(findProject('')).toBeUndefined();
    expect(findProject(undefined)).toBeUndefined();
  });

  it('has the exact not-found texts, the back link and the carousel interval', () => {
    expect(projectDetail.notFound.title).toBe('Project Not Found');
    expect(projectDetail.notFound.message).toBe("The project you're looking for doesn't exist or has been removed.");
    expect(projectDetail.notFound.link.href).toBe('/projects');
    expect(projectDetail.back).toEqual({ label: 'Back to Products', href: '/products' });
    expect(projectDetail.links).toEqual({ code: 'Code', liveDemo: 'Live Demo' });
    expect(projectCarousel.autoplayMs).toBe(5000);
    expect(projectDetail.carousel.goTo(2, 3)).toBe('Show image 2 of 3');
    expect(projectsList.heading).toBe('Projects');
  });
});

describe('solutions', () => {
  it('has six cards with the exact titles in order', () => {
    expect(solutions.map((s) => s.title)).toEqual([
      'Secure & Reliable',
      '24/7 Support',
      'Fast & Scalable',
      'Trusted Partnership',
      'Data Analytics',
      'Cloud Infrastructure',
    ]);
    for (const s of solutions) {
      expect(s.description.length, s.title).toBeGreaterThan(60);
      expect(isIconKey(s.icon), s.title).toBe(true);
      expect(gradientKeys).toContain(s.gradient);
    }
    expect(new Set(solutions.map((s) => s.icon)).size).toBe(6);
  });

  it('has a hero and the Get Started call to action', () => {
    expect(solutionsPage.hero.title.length).toBeGreaterThan(0);
    expect(solutionsPage.cards).toBe(solutions);
    expect(solutionsPage.cta.action.label).toBe('Get Started');
    expect(solutionsPage.cta.action.href).toMatch(/^\//);
  });
});

describe('developers', () => {
  it('has three developers with unique ids and complete cards', () => {
    expect(developers).toHaveLength(3);
    expect(developers.map((d) => d.id)).toEqual([1, 2, 3]);
    for (const d of developers) {
      for (const field of [d.name, d.role, d.experience, d.projects]) expect(field.length, d.name).toBeGreaterThan(0);
      expect(d.bio.length, d.name).toBeGreaterThan(60);
      expect(d.skills.length, d.name).toBeGreaterThanOrEqual(3);
      expectImage(d.image, d.name);
      expect(d.social.github).toMatch(/^https:\/\/github\.com\/[\w-]+$/);
      expect(d.social.linkedin).toMatch(/^https:\/\/www\.linkedin\.com\/in\/[\w-]+$/);
      expect(d.icons.length, d.name).toBeGreaterThan(0);
      for (const icon of d.icons) expect(isBrandKey(icon), `${d.name}: ${icon}`).toBe(true);
    }
    expect(new Set(developers.map((d) => d.name)).size).toBe(3);
  });

  it('has the card labels', () => {
    expect(developersPage.labels.github('Ishita Roy')).toBe('Ishita Roy on GitHub');
    expect(developersPage.labels.linkedin('Ishita Roy')).toBe('Ishita Roy on LinkedIn');
  });
});

describe('technology stack', () => {
  it('uses only the spec categories and known logos, with no duplicates', () => {
    expect(techCategories).toEqual(['Language', 'Frontend', 'Backend', 'Database', 'Animation', 'Practice', 'Mobile']);
    for (const item of techStack) {
      expect(techCategories, item.name).toContain(item.category);
      expect(gradientKeys, item.name).toContain(item.color);
      if (item.logo !== undefined) expect(isBrandKey(item.logo), item.name).toBe(true);
    }
    expect(new Set(techStack.map((t) => t.name)).size).toBe(techStack.length);
    // Every category of the spec is represented.
    expect(new Set(techStack.map((t) => t.category))).toEqual(new Set(techCategories));
  });

  it('filters by All, Frontend and Backend', () => {
    expect(techFilters).toEqual(['All', 'Frontend', 'Backend']);
    expect(techStackSection.filters).toEqual(techFilters);
    expect(techStackSection.defaultFilter).toBe('All');
    expect(filterTechStack('All')).toEqual(techStack);
    const frontend = filterTechStack('Frontend');
    const backend = filterTechStack('Backend');
    expect(frontend.length).toBeGreaterThan(0);
    expect(backend.length).toBeGreaterThan(0);
    for (const t of frontend) expect(t.category).toBe('Frontend');
    for (const t of backend) expect(t.category).toBe('Backend');
    expect(frontend.map((t) => t.name)).toContain('React');
    expect(backend.map((t) => t.name)).toContain('Node.js');
  });

  it('closes the page with links to /contact and /products', () => {
    expect(developersPage.cta).toBe(developersCta);
    expect([developersCta.primary.href, developersCta.secondary.href]).toEqual(['/contact', '/products']);
  });
});

describe('resources', () => {
  it('has the hero and the four categories with the exact titles', () => {
    expect(resourcesPage.hero.title).toBe('Resources');
    expect(resourcesPage.center.heading).toBe('Resource Center');
    expect(resourceCategories.map((c) => c.title)).toEqual([
      'Documentation & Guides',
      'Video Tutorials',
      'Development Tools',
      'Whitepapers & Case Studies',
    ]);
    expect(resourcesPage.center.viewAll).toBe('View all');
    // Each category's page is named after its title.
    for (const c of resourceCategories)
      expect(c.href).toBe(`/resources/category/${c.title.toLowerCase().replace(/ & /g, '-').replace(/ /g, '-')}`);
  });

  it('gives each category more resources than its two-item preview', () => {
    expect(categoryPreviewCount).toBe(2);
    for (const c of resourceCategories) {
      expect(isIconKey(c.icon), c.title).toBe(true);
      expect(c.description.length, c.title).toBeGreaterThan(20);
      expect(c.resources.length, c.title).toBeGreaterThanOrEqual(3);
      expect(categoryPreview(c)).toEqual(c.resources.slice(0, 2));
    }
  });

  it('holds the thirteen resources, each with its own page, from its Markdown file', () => {
    expect(resourceTypes).toEqual(['guide', 'video', 'tool', 'whitepaper', 'casestudy', 'download']);
    const all = resourceCategories.flatMap((c) => c.resources);
    expect(all.map((r) => [r.title, r.type])).toEqual([
      ['Getting Started with React and TypeScript', 'guide'],
      ['API Design Handbook', 'guide'],
      ['Project Kickoff Checklist', 'download'],
      ['Accessibility Basics for Product Teams', 'guide'],
      ['Adding an AI Chat Assistant to Your Website', 'video'],
      ['Deploying a Node.js App to AWS', 'video'],
      ['MongoDB Schema Design in Practice', 'video'],
      ['React Starter Template', 'tool'],
      ['Core Web Vitals Checker', 'tool'],
      ['Design Tokens Starter Pack', 'download'],
      ['Responsible AI in Healthcare Chatbots', 'whitepaper'],
      ['Case Study: School Management System', 'casestudy'],
      ['Case Study: E-commerce Dashboard', 'casestudy'],
    ]);
    expect(allResources).toEqual(all);
    // Every file is in a category, once.
    expect(all.map((r) => r.slug).sort()).toEqual(Object.keys(resources).sort());
    for (const r of all) {
      expect(r.href, r.title).toBe(`/resources/${r.slug}`);
      expect(['all', 'category'], r.slug).not.toContain(r.slug);
      expect(r.description.length, r.title).toBeGreaterThan(20);
      expect(r.readingMinutes, r.title).toBeGreaterThanOrEqual(1);
    }
    expect(new Set(all.map((r) => r.title)).size).toBe(all.length);
    // Every type of the spec appears somewhere.
    expect(new Set(all.map((r) => r.type))).toEqual(new Set(resourceTypes));
  });

  it('lists the first six resources across categories as popular', () => {
    expect(popularResourcesLimit).toBe(6);
    const popular = popularResources();
    expect(popular).toHaveLength(6);
    expect(popular).toEqual(resourceCategories.flatMap((c) => c.resources).slice(0, 6));
    expect(popularResources(resourceCategories, 2)).toHaveLength(2);
    expect(resourcesPage.popular.heading).toBe('Popular Resources');
    expect(resourcesPage.popular.browseAll).toEqual({ label: 'Browse All Resources', href: '/resources/all' });
    // A download among the popular cards, so the 'Download' label is exercised.
    expect(popular.some((r) => r.type === 'download')).toBe(true);
  });

  it('maps types to badges and link labels', () => {
    expect(resourceTypes.map(resourceBadge)).toEqual(['guide', 'video', 'tool', 'other', 'other', 'other']);
    expect(resourceTypes.map(resourceLinkLabel)).toEqual([
      'View Resource',
      'View Resource',
      'View Resource',
      'View Resource',
      'View Resource',
      'Download',
    ]);
    expect(Object.keys(resourceTypeLabels).sort()).toEqual([...resourceTypes].sort());
  });

  it('has the three events with the exact dates', () => {
    expect(eventsSection.heading).toBe('Upcoming Events & Training');
    expect(eventsSection.register).toBe('Register Now');
    expect(events.map((e) => e.date)).toEqual(['June 15, 2023', 'July 8, 2023', 'August 3, 2023']);
    expect(events.map((e) => e.isoDate)).toEqual(['2023-06-15', '2023-07-08', '2023-08-03']);
    for (const e of events) {
      const d = new Date(`${e.isoDate}T00:00:00Z`);
      expect(d.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })).toBe(
        e.date,
      );
      expect(registrationHref(e)).toBe(`/contact?event=${e.slug}`);
      expect(registrationSlug(new URL(registrationHref(e), 'https://example.test').search)).toBe(e.slug);
      expect(registrationMessage(e.slug)).toBe(`I would like to register for “${e.title}” on ${e.date}, ${e.time}.`);
      expect(e.time.length).toBeGreaterThan(0);
      expect(e.title.length).toBeGreaterThan(0);
      expect(e.description.length).toBeGreaterThan(40);
    }
  });

  it('reads no registration from an address without one', () => {
    expect(registrationSlug('')).toBeNull();
    expect(registrationSlug('?utm_source=mail')).toBeNull();
  });

  it('has the community cards', () => {
    expect(resourcesPage.community.heading).toBe('Join Our Developer Community');
    expect(communityCards.map((c) => c.title)).toEqual(['Forums', 'Blog', 'Contribute']);
    // The forum and the open-source organisation are the agency's public addresses; the blog is the index of resources.
    expect(communityCards.map((c) => c.link)).toEqual([
      brand.community.forums,
      '/resources/all',
      brand.community.contribute,
    ]);
    for (const c of communityCards) expect(isIconKey(c.icon), c.title).toBe(true);
  });

  it('animates on scroll as the spec says', () => {
    expect(resourcesScrollIn).toEqual({ durationMs: 800, once: false, easing: 'ease-out-cubic' });
  });
});

describe('login', () => {
  it('has the fields, the button and the error message', () => {
    expect(Object.keys(login.fields)).toEqual(['email', 'password']);
    expect(login.fields.email.required).toBe(true);
    expect(login.fields.password.required).toBe(true);
    expect(login.submit).toBe('Login');
    expect(login.error).toBe('Invalid email or password');
    expect(login.passwordToggle).toEqual({ show: 'Show password', hide: 'Hide password' });
    expect(login.redirectTo).toBe('/assessmentForm');
    expect(login.accessTokenKey).toBe('accessToken');
  });
});

describe('not found', () => {
  it('offers a way home', () => {
    expect(notFound.code).toBe(404);
    expect(notFound.title.length).toBeGreaterThan(0);
    expect(notFound.message.length).toBeGreaterThan(20);
    expect(notFound.action.href).toBe('/');
  });
});
