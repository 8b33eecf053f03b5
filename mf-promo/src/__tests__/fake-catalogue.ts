import type { AxiosRequestConfig } from 'axios';
import type { ServiceTitle } from 'shared-api/contracts/catalogue';

/** Services' titles by id and language, as the catalogue holds them. */
export type ServiceTitleBook = Record<string, Record<string, string>>;

/** What GET /api/service-titles answers: the titles of the services asked for, in the language asked for (English where none). */
export function serviceTitlesAnswer(config: AxiosRequestConfig, book: ServiceTitleBook) {
  const { ids, lang } = config.params as { ids: string; lang: string };
  const data: ServiceTitle[] = ids.split(',').flatMap((id) => {
    const titles = book[id];
    return titles ? [{ id, slug: id, title: titles[lang] ?? titles.en ?? id, isActive: true }] : [];
  });
  return { success: true, data };
}

/** The promo page's two packages as the catalogue holds them, in each language (admins write all eight). */
export const GROWTH_PACKAGES: Record<string, { id: string; priceFrom: number; texts: Record<string, { title: string; shortDescription: string; features: string[] }> }> = {
  'growth-starter-package': {
    id: 'p1',
    priceFrom: 4900,
    texts: {
      en: { title: 'Starter growth package', shortDescription: 'An audit and a plan to start growing.', features: ['growth_audit', '90_day_growth_plan'] },
      ua: { title: 'Стартовий пакет зростання', shortDescription: 'Аудит і план, щоб почати зростати.', features: ['аудит_зростання', 'план_зростання_на_90_днів'] },
      ru: { title: 'Стартовый пакет роста', shortDescription: 'Аудит и план, чтобы начать расти.', features: ['аудит_роста', 'план_роста_на_90_дней'] },
      es: { title: 'Paquete de crecimiento Inicial', shortDescription: 'Una auditoría y un plan para empezar a crecer.', features: ['auditoría_de_crecimiento', 'plan_de_crecimiento_a_90_días'] },
      pl: { title: 'Podstawowy pakiet wzrostu', shortDescription: 'Audyt i plan, by zacząć rosnąć.', features: ['audyt_wzrostu', 'plan_wzrostu_na_90_dni'] },
      lt: { title: 'Pradinis augimo paketas', shortDescription: 'Auditas ir planas augimui pradėti.', features: ['augimo_auditas', '90_dienų_augimo_planas'] },
      nl: { title: 'Starter-groeipakket', shortDescription: 'Een audit en een plan om te beginnen met groeien.', features: ['groeiaudit', 'groeiplan_voor_90_dagen'] },
      cz: { title: 'Základní balíček růstu', shortDescription: 'Audit a plán, jak začít růst.', features: ['audit_růstu', 'plán_růstu_na_90_dní'] },
    },
  },
  'growth-pro-package': {
    id: 'p2',
    priceFrom: 25900,
    texts: {
      en: { title: 'Pro growth package', shortDescription: 'A team that runs your growth for a quarter.', features: ['growth_audit', 'campaign_management'] },
      ua: { title: 'Пакет зростання Pro', shortDescription: 'Команда, що веде ваше зростання цілий квартал.', features: ['аудит_зростання', 'ведення_кампаній'] },
      ru: { title: 'Пакет роста Pro', shortDescription: 'Команда, которая ведёт ваш рост целый квартал.', features: ['аудит_роста', 'ведение_кампаний'] },
      es: { title: 'Paquete de crecimiento Pro', shortDescription: 'Un equipo que impulsa su crecimiento durante un trimestre.', features: ['auditoría_de_crecimiento', 'gestión_de_campañas'] },
      pl: { title: 'Pakiet wzrostu Pro', shortDescription: 'Zespół, który przez kwartał prowadzi Twój wzrost.', features: ['audyt_wzrostu', 'prowadzenie_kampanii'] },
      lt: { title: 'Augimo paketas Pro', shortDescription: 'Komanda, kuri ketvirtį rūpinasi jūsų augimu.', features: ['augimo_auditas', 'kampanijų_valdymas'] },
      nl: { title: 'Pro-groeipakket', shortDescription: 'Een team dat een kwartaal lang uw groei verzorgt.', features: ['groeiaudit', 'campagnebeheer'] },
      cz: { title: 'Balíček růstu Profi', shortDescription: 'Tým, který čtvrt roku řídí váš růst.', features: ['audit_růstu', 'řízení_kampaní'] },
    },
  },
};

/** What GET /api/services/{slug} answers for a package, in the language asked for; null for any other slug. */
export function growthPackageAnswer(config: AxiosRequestConfig) {
  const slug = config.url?.replace('/api/services/', '') ?? '';
  const found = GROWTH_PACKAGES[slug];
  if (!found) return null;
  const { lang } = config.params as { lang: string };
  const texts = found.texts[lang] ?? found.texts.en!;
  return { success: true, data: { id: found.id, slug, ...texts, priceFrom: found.priceFrom, currency: 'EUR', isActive: true } };
}

/** The packages' titles by id and language, for GET /api/service-titles. */
export const GROWTH_PACKAGE_TITLES: ServiceTitleBook = Object.fromEntries(
  Object.values(GROWTH_PACKAGES).map(({ id, texts }) => [id, Object.fromEntries(Object.entries(texts).map(([lang, { title }]) => [lang, title]))]),
);

/** The packages' English texts a reader sees (features with spaces): none may show on a page in another language. */
export const ENGLISH_PACKAGE_TEXTS: string[] = Object.values(GROWTH_PACKAGES).flatMap(({ texts }) => [
  texts.en!.title,
  texts.en!.shortDescription,
  ...texts.en!.features.map((feature) => feature.replaceAll('_', ' ')),
]);
