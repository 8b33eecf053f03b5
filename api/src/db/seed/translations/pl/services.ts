/** Polish (pl) texts of the seeded services, keyed by service slug. */
import type { SeedTexts } from '../../types';

export const services: SeedTexts['services'] = {
  'digital-marketing-audit': {
    title: 'Audyt marketingu cyfrowego',
    shortDescription:
      'Kompleksowy przegląd kanałów, budżetów i pomiaru, który pokazuje, gdzie tracą Państwo pieniądze, a gdzie czeka potencjał ' +
      'wzrostu.',
    fullDescription:
      'Analizujemy każdy aktywny kanał — wyszukiwarkę, media społecznościowe, e-mail, reklamę płatną i Państwa stronę internetową — w ' +
      'odniesieniu do Państwa celów biznesowych i konkurencji. Sprawdzamy pomiar i atrybucję, aby decyzje opierały się na ' +
      'wiarygodnych danych. Otrzymują Państwo plan działań uporządkowany według priorytetów, z szacowanym efektem, nakładem pracy i ' +
      'kosztem każdej rekomendacji. Audyt kończą warsztaty z Państwa zespołem, dzięki czemu plan można od razu wdrożyć.',
    features: [
      'przegląd_efektywności_kanałów',
      'benchmarking_konkurencji',
      'weryfikacja_pomiaru_i_atrybucji',
      'analiza_efektywności_budżetu',
      'plan_działań_według_priorytetów',
      'warsztaty_dla_zespołu',
    ],
    benefits: [
      'Jasny obraz tego, co naprawdę generuje przychody',
      'Marnowany budżet wskazany w ciągu dwóch tygodni',
      'Plan działań, który zespół może od razu realizować',
    ],
    kpis: [
      '10–25% budżetu marketingowego przeniesione do skuteczniejszych kanałów',
      '+20% leadów zakwalifikowanych marketingowo (MQL) w ciągu 3 miesięcy',
      'Pomiar obejmujący ponad 95% konwersji',
    ],
  },
  'social-media-management': {
    title: 'Prowadzenie mediów społecznościowych',
    shortDescription:
      'Spójna, zgodna z marką obecność w sieciach, z których korzystają Państwa klienci: treści, moderacja społeczności i ' +
      'comiesięczne raporty.',
    fullDescription:
      'Tworzymy plan treści dopasowany do Państwa odbiorców, produktów i sezonowych szczytów, a następnie co tydzień przygotowujemy i ' +
      'publikujemy posty, relacje (stories) i krótkie filmy. Nasi community managerowie odpowiadają na komentarze i wiadomości głosem ' +
      'Państwa marki i sygnalizują zespołowi szanse sprzedażowe. Co miesiąc otrzymują Państwo przejrzysty raport o zasięgu, ' +
      'zaangażowaniu i leadach wraz z planem na kolejny miesiąc. Usługa obejmuje do czterech sieci, w tym LinkedIn, Instagram, ' +
      'Facebook i TikTok.',
    features: [
      'miesięczny_kalendarz_treści',
      'tworzenie_postów_i_wideo',
      'moderacja_społeczności',
      'monitoring_mediów_społecznościowych',
      'miesięczny_raport_wyników',
    ],
    benefits: [
      'Stała, profesjonalna obecność bez zatrudniania pracowników na etat',
      'Szybsze odpowiedzi dla klientów i potencjalnych klientów',
      'Treści, które wspierają sprzedaż, a nie tylko zbierają polubienia',
    ],
    kpis: [
      '+50% wskaźnika zaangażowania w ciągu 3 miesięcy',
      '+30% obserwujących z grupy docelowej w ciągu 6 miesięcy',
      'Czas odpowiedzi na wiadomości poniżej 4 godzin',
    ],
  },
  'email-marketing-automation': {
    title: 'Automatyzacja e-mail marketingu',
    shortDescription:
      'Zautomatyzowane ścieżki e-mailowe — powitalne, nurturingowe, po porzuceniu koszyka i reaktywacyjne — które sprzedają za ' +
      'Państwa przez całą dobę.',
    fullDescription:
      'Mapujemy cykl życia klienta i projektujemy zautomatyzowane sekwencje e-maili na każdy kluczowy moment, od pierwszej ' +
      'rejestracji po ponowny zakup. Teksty, szablony i segmentację przygotowujemy za Państwa i łączymy z Państwa systemem CRM lub ' +
      'platformą e-commerce. Każdą sekwencję sprawdzamy w testach A/B i dopracowujemy na podstawie otwarć, kliknięć i przychodu na ' +
      'odbiorcę. Czyścimy też listę adresową i konfigurujemy uwierzytelnianie domeny, aby Państwa wiadomości trafiały do skrzynki ' +
      'odbiorczej, a nie do spamu.',
    features: [
      'mapowanie_cyklu_życia_klienta',
      'zautomatyzowane_sekwencje_mailowe',
      'segmentacja_odbiorców',
      'responsywne_szablony_maili',
      'testy_ab',
      'konfiguracja_dostarczalności',
    ],
    benefits: [
      'Przychody, które napływają bez dodatkowej codziennej pracy',
      'Spersonalizowane wiadomości we właściwym momencie',
      'Lepsza dostarczalność do skrzynki odbiorczej i zdrowsza lista adresowa',
    ],
    kpis: [
      '20–30% przychodów online generowanych przez e-mail w ciągu 6 miesięcy',
      'Wskaźnik otwarć powyżej 35% w zautomatyzowanych sekwencjach',
      '+15% wskaźnika ponownych zakupów w ciągu 6 miesięcy',
    ],
  },
  'influencer-marketing-campaigns': {
    title: 'Kampanie influencer marketingu',
    shortDescription:
      'Kampanie ze starannie sprawdzonymi twórcami, których odbiorcy odpowiadają Państwa klientom — od wstępnej selekcji po raport ' +
      'końcowy.',
    fullDescription:
      'Szukamy twórców, których obserwujący rzeczywiście odpowiadają Państwa rynkowi docelowemu, i sprawdzamy jakość ich odbiorców, ' +
      'zaangażowanie oraz bezpieczeństwo marki. Nasz zespół negocjuje wynagrodzenia, przygotowuje briefy i umowy oraz zatwierdza ' +
      'treści przed publikacją. Linki śledzące i kody rabatowe pozwalają przypisać sprzedaż i leady do poszczególnych twórców. Po ' +
      'kampanii otrzymują Państwo pełny raport i rekomendację, które współprace warto kontynuować długoterminowo.',
    features: [
      'wyszukiwanie_i_weryfikacja_twórców',
      'ocena_jakości_odbiorców',
      'negocjacja_wynagrodzeń',
      'briefy_i_umowy',
      'akceptacja_treści',
      'atrybucja_sprzedaży',
    ],
    benefits: [
      'Zaufanie zapożyczone od głosów, które Państwa klienci już obserwują',
      'Bez fałszywych obserwujących i zmarnowanych wynagrodzeń',
      'Mierzalna sprzedaż, a nie tylko wyświetlenia',
    ],
    kpis: [
      'Wskaźnik zaangażowania powyżej 4% w treściach sponsorowanych',
      'Koszt pozyskania (CPA) o 20% niższy niż benchmark płatnych kampanii w mediach społecznościowych',
      'Ponad 500 000 wyświetleń w grupie docelowej na kampanię',
    ],
  },
  'go-to-market-launch': {
    title: 'Kampania wprowadzenia na rynek (go-to-market)',
    shortDescription:
      'Zintegrowany plan i kampania na start nowego produktu, nowej usługi lub wejście na nowy rynek, gotowe do uruchomienia w ciągu ' +
      'tygodni, a nie miesięcy.',
    fullDescription:
      'Określamy Państwa segmenty docelowe, pozycjonowanie i kluczowe komunikaty, a następnie przekładamy je na plan wprowadzenia ' +
      'obejmujący kanały płatne, własne i zdobyte (paid, owned, earned). Strony docelowe, kreacje reklamowe, sekwencje e-maili i ' +
      'materiały wspierające sprzedaż powstają w jednym skoordynowanym sprincie. W okresie startu codziennie monitorujemy wyniki i ' +
      'przesuwamy budżet do najskuteczniejszych kanałów. Kampanię zamyka podsumowanie i 90-dniowy plan, który zamienia impet startu w ' +
      'stały popyt.',
    features: [
      'definicja_segmentów_i_pozycjonowania',
      'komunikacja_startowa',
      'plan_kampanii_wielokanałowej',
      'produkcja_stron_docelowych_i_kreacji',
      'pakiet_materiałów_dla_sprzedaży',
      'codzienny_monitoring_startu',
    ],
    benefits: [
      'Skoordynowane wprowadzenie zamiast rozproszonych działań',
      'Szybsze pozyskanie pierwszych klientów',
      'Sprzedaż i marketing zgrane od pierwszego dnia',
    ],
    kpis: [
      'Pierwsze zakwalifikowane leady w ciągu 14 dni od startu',
      '+35% wartości lejka sprzedażowego w okresie startu w porównaniu z wcześniejszymi premierami',
      'Koszt leada w uzgodnionym zakresie docelowym do 4. tygodnia',
    ],
  },
  'outsourced-marketing-team': {
    title: 'Zewnętrzny zespół marketingowy',
    shortDescription:
      'Doświadczony lider marketingu oraz specjaliści na żądanie — strategia, realizacja i raportowanie w stałej miesięcznej opłacie.',
    fullDescription:
      'Otrzymują Państwo doświadczonego lidera marketingu, który odpowiada za plan, budżet i wyniki, wspieranego przez naszych ' +
      'specjalistów od treści, reklamy płatnej, projektowania i analityki. Pracujemy w Państwa narzędziach i co tydzień spotykamy się ' +
      'z Państwa zespołem, dzięki czemu współpraca przypomina pracę z wewnętrznym działem. Priorytety ustalamy co kwartał i co ' +
      'miesiąc weryfikujemy je względem uzgodnionych KPI. Zakres współpracy rośnie lub maleje wraz z Państwa potrzebami, bez kosztów ' +
      'rekrutacji i długich okresów wypowiedzenia.',
    features: [
      'dedykowany_lider_marketingu',
      'specjaliści_na_żądanie',
      'kwartalny_plan_marketingowy',
      'cotygodniowe_spotkania_zespołu',
      'dashboard_kpi',
      'elastyczne_skalowanie',
    ],
    benefits: [
      'Doświadczenie na poziomie seniora za ułamek kosztu zatrudnienia na pełen etat',
      'Kompletny zespół od pierwszego tygodnia',
      'Elastyczne zasoby w miarę rozwoju firmy',
    ],
    kpis: [
      '+40% szans sprzedażowych pozyskanych przez marketing w ciągu 6 miesięcy',
      'Koszt pozyskania klienta niższy o 20% w ciągu 2 kwartałów',
      'Realizacja planu kwartalnego powyżej 90%',
    ],
  },
  'technical-seo-audit': {
    title: 'Techniczny audyt SEO',
    shortDescription:
      'Szczegółowa analiza crawlowania, indeksowania, szybkości i danych strukturalnych z listą poprawek, którą Państwa programiści ' +
      'mogą od razu wdrożyć.',
    fullDescription:
      'Crawlujemy całą Państwa witrynę i analizujemy indeksowanie, architekturę serwisu, linkowanie wewnętrzne, Core Web Vitals, dane ' +
      'strukturalne oraz ustawienia międzynarodowe, takie jak hreflang. Logi serwera i dane z Search Console pokazują, jak ' +
      'wyszukiwarki faktycznie traktują Państwa strony. Każdy problem oceniamy pod kątem wpływu i nakładu pracy oraz opisujemy w ' +
      'formie gotowego zgłoszenia dla programistów. Po wdrożeniu przeprowadzamy crawl weryfikacyjny, aby potwierdzić, że poprawki są ' +
      'aktywne i działają.',
    features: [
      'pełny_crawl_serwisu',
      'analiza_indeksowania_i_budżetu_crawlowania',
      'analiza_core_web_vitals',
      'walidacja_danych_strukturalnych',
      'weryfikacja_hreflang',
      'lista_poprawek_dla_programistów',
    ],
    benefits: [
      'Usunięcie barier technicznych, które hamują Państwa pozycje',
      'Jasne zadania z priorytetami dla programistów',
      'Szybsza strona — zarówno dla użytkowników, jak i dla wyszukiwarek',
    ],
    kpis: [
      '+25% zaindeksowanych stron z ruchem z wyszukiwarki w ciągu 3 miesięcy',
      'Wszystkie wskaźniki Core Web Vitals na zielono dla kluczowych szablonów',
      '+30% ruchu organicznego w ciągu 6 miesięcy',
    ],
  },
  'content-marketing-strategy': {
    title: 'Strategia content marketingu',
    shortDescription:
      'Plan treści oparty na popycie w wyszukiwarkach i pytaniach kupujących, dzięki któremu każdy artykuł, poradnik i case study ' +
      'pracuje na leady.',
    fullDescription:
      'Badamy, czego Państwa klienci szukają i o co pytają na każdym etapie ścieżki zakupowej, a następnie przypisujemy tematy do ' +
      'Państwa produktów i procesu sprzedaży. Strategia określa filary treści, formaty, ton komunikacji oraz półroczny kalendarz ' +
      'redakcyjny. Każda planowana treść ma przypisaną docelową frazę kluczową, intencję wyszukiwania i cel konwersji. Konfigurujemy ' +
      'także pomiar, aby widzieli Państwo, które treści generują ruch, leady i przychody.',
    features: [
      'badanie_słów_kluczowych',
      'mapowanie_ścieżki_zakupowej',
      'filary_treści',
      'kalendarz_redakcyjny',
      'przewodnik_po_tonie_komunikacji',
      'pomiar_skuteczności_treści',
    ],
    benefits: [
      'Treści, które przyciągają kupujących, a nie tylko odwiedzających',
      'Jasny plan, według którego autorzy mogą pracować przez wiele miesięcy',
      'Dowód, które treści się opłacają',
    ],
    kpis: [
      '+40% ruchu organicznego w ciągu 6 miesięcy',
      '+25% leadów z treści w ciągu 6 miesięcy',
      'Ponad 50 fraz kluczowych w top 10 w ciągu 9 miesięcy',
    ],
  },
  'link-building-digital-pr': {
    title: 'Link building i digital PR',
    shortDescription:
      'Wysokiej jakości linki zwrotne z tematycznych, zaufanych publikacji, zdobywane dzięki outreachowi i opartym na danych ' +
      'historiom PR.',
    fullDescription:
      'Analizujemy profil linków zwrotnych Państwa witryny i konkurencji, aby znaleźć luki, które mają największe znaczenie dla ' +
      'Państwa pozycji. Nasz zespół tworzy materiały warte linkowania — badania, narzędzia i komentarze eksperckie — i proponuje je ' +
      'dziennikarzom oraz wydawcom branżowym. Każdy link jest umieszczany redakcyjnie na prawdziwej stronie z rzeczywistym ruchem; ' +
      'nigdy nie korzystamy z farm linków ani prywatnych sieci blogów (PBN). Comiesięczne raporty pokazują każdy nowy link, jego ' +
      'autorytet i wpływ na Państwa strony docelowe.',
    features: [
      'analiza_profilu_linków',
      'analiza_luk_linkowych_względem_konkurencji',
      'tworzenie_materiałów_wartych_linkowania',
      'outreach_do_dziennikarzy_i_wydawców',
      'miesięczny_raport_linków',
    ],
    benefits: [
      'Wyższy autorytet domeny i lepsze pozycje',
      'Wzmianki o marce w publikacjach czytanych przez Państwa klientów',
      'Wyłącznie bezpieczne metody white hat',
    ],
    kpis: [
      '10–20 redakcyjnych linków z tematycznych domen na kwartał',
      '+15 punktów Domain Rating w ciągu 12 miesięcy',
      'O 20% więcej docelowych fraz na pierwszej stronie wyników w ciągu 6 miesięcy',
    ],
  },
  'local-seo': {
    title: 'SEO lokalne',
    shortDescription:
      'Widoczność w Mapach Google i lokalnych wynikach wyszukiwania w każdym mieście, w którym mają Państwo biuro, sklep lub obszar ' +
      'działania.',
    fullDescription:
      'Optymalizujemy Państwa Profil Firmy w Google, porządkujemy wpisy o firmie w katalogach i dbamy o to, by nazwa, adres i numer ' +
      'telefonu były wszędzie spójne. Tworzymy lub ulepszamy strony lokalizacji w Państwa serwisie, wzbogacając je o lokalne treści i ' +
      'dane strukturalne. Strategia pozyskiwania opinii pomaga zbierać więcej autentycznych opinii klientów i profesjonalnie na nie ' +
      'odpowiadać. Comiesięczny pomiar pokazuje Państwa widoczność w wynikach mapowych (local pack) dla każdej lokalizacji i frazy.',
    features: [
      'optymalizacja_profilu_firmy_w_google',
      'porządkowanie_wpisów_w_katalogach',
      'strony_docelowe_lokalizacji',
      'strategia_pozyskiwania_opinii',
      'monitoring_pozycji_w_wynikach_mapowych',
    ],
    benefits: [
      'Więcej telefonów, wizyt i zapytań o wskazówki dojazdu',
      'Spójne informacje o firmie we wszystkich miejscach',
      'Silniejsza reputacja oparta na autentycznych opiniach',
    ],
    kpis: [
      '+50% połączeń i zapytań o dojazd z Map Google w ciągu 4 miesięcy',
      'Pozycje w top 3 wyników mapowych dla kluczowych fraz w każdej lokalizacji',
      'Ponad 30 nowych opinii klientów w ciągu 6 miesięcy',
    ],
  },
  'seo-copywriting': {
    title: 'Copywriting SEO',
    shortDescription:
      'Zoptymalizowane pod wyszukiwarki artykuły, opisy produktów i teksty stron docelowych pisane przez specjalistów z Państwa ' +
      'branży.',
    fullDescription:
      'Nasi autorzy łączą wiedzę merytoryczną z dobrymi praktykami SEO, tworząc teksty, które osiągają wysokie pozycje w ' +
      'wyszukiwarkach, a przy tym dobrze się je czyta. Każdy tekst zaczyna się od briefu obejmującego frazy kluczowe, intencję ' +
      'wyszukiwania, strukturę i linki wewnętrzne. Przed oddaniem teksty są redagowane, weryfikowane pod kątem faktów i formatowane ' +
      'pod wyróżnione fragmenty (featured snippets), tak aby były gotowe do publikacji w Państwa CMS. Pakiet obejmuje cztery obszerne ' +
      'teksty lub odpowiadającą im objętość opisów produktów i kategorii.',
    features: [
      'brief_seo_do_treści',
      'autorzy_specjaliści_branżowi',
      'optymalizacja_on_page',
      'redakcja_i_weryfikacja_faktów',
      'formatowanie_pod_wyróżnione_fragmenty',
    ],
    benefits: [
      'Teksty, które się pozycjonują i konwertują',
      'Bez dodatkowej pracy redakcyjnej po stronie Państwa zespołu',
      'Spójny głos marki na wszystkich stronach',
    ],
    kpis: [
      '70% nowych artykułów w top 20 w ciągu 3 miesięcy',
      '+20% średniego czasu spędzanego na stronie',
      '+15% współczynnika konwersji na stronach docelowych z nowymi tekstami',
    ],
  },
  'seo-website-migration': {
    title: 'Migracja strony bezpieczna dla SEO',
    shortDescription:
      'Przejście na nową domenę, nowy CMS lub nowy projekt graficzny bez utraty pozycji i ruchu, które budowali Państwo latami.',
    fullDescription:
      'Dokumentujemy punkt wyjścia — obecne pozycje, ruch i linki zwrotne — a następnie tworzymy kompletną mapę przekierowań ze ' +
      'starych adresów URL na nowe. Przed startem sprawdzamy wersję testową (staging) pod kątem indeksowania, metadanych, danych ' +
      'strukturalnych i linków wewnętrznych. W dniu startu na bieżąco monitorujemy crawlowanie i błędy, usuwając problemy, gdy tylko ' +
      'się pojawią. Przez osiem tygodni po starcie śledzimy odbudowę ruchu i raportujemy każdą istotną zmianę.',
    features: [
      'pomiar_stanu_przed_migracją',
      'mapa_przekierowań',
      'testy_wersji_stagingowej',
      'monitoring_w_dniu_startu',
      'śledzenie_odbudowy_ruchu_po_starcie',
    ],
    benefits: [
      'Ruch organiczny i przychody chronione w trakcie zmiany',
      'Jasny plan dla programistów i zespołów odpowiedzialnych za treści',
      'Problemy wychwycone, zanim zauważą je wyszukiwarki',
    ],
    kpis: [
      'Ruch organiczny z powrotem na poziomie sprzed migracji w ciągu 8 tygodni',
      'Mniej niż 1% niedziałających adresów URL po starcie',
      '100% wartościowych stron poprawnie przekierowanych',
    ],
  },
  'google-ads-management': {
    title: 'Prowadzenie kampanii Google Ads',
    shortDescription:
      'Kampanie w sieci wyszukiwania, Performance Max i YouTube prowadzone przez certyfikowanych specjalistów, nastawione na koszt ' +
      'leada i zwrot z wydatków na reklamę.',
    fullDescription:
      'Audytujemy lub budujemy strukturę konta, listy słów kluczowych i śledzenie konwersji, a następnie uruchamiamy kampanie ' +
      'dopasowane do Państwa marż i możliwości sprzedażowych. Stawki, budżety, wyszukiwane hasła i teksty reklam optymalizujemy co ' +
      'tydzień. Rekomendacje dotyczące stron docelowych pomagają zamienić więcej kliknięć w zapytania i zamówienia. Przejrzysty ' +
      'raport miesięczny pokazuje wydatki, konwersje, koszt wyniku i kolejne kroki.',
    features: [
      'konfiguracja_struktury_konta',
      'badanie_słów_kluczowych_i_odbiorców',
      'śledzenie_konwersji',
      'cotygodniowa_optymalizacja_stawek',
      'testowanie_tekstów_reklam',
      'miesięczny_raport_wyników',
    ],
    benefits: [
      'Więcej leadów przy tym samym budżecie',
      'Pełna przejrzystość każdego wydanego euro',
      'Specjaliści z certyfikatem Google Partner',
    ],
    kpis: [
      'Koszt leada niższy o 25–40% w ciągu 3 miesięcy',
      'Zwrot z wydatków na reklamę (ROAS) na poziomie 4x lub wyższym w e-commerce',
      '+30% konwersji przy tym samym budżecie',
    ],
  },
  'meta-ads-campaigns': {
    title: 'Reklamy na Facebooku i Instagramie',
    shortDescription:
      'Kampanie reklamowe w Meta z kreacjami, które zatrzymują przewijanie, precyzyjnie dobranymi odbiorcami i śledzeniem konwersji ' +
      'odpornym na zmiany w ochronie prywatności.',
    fullDescription:
      'Planujemy kampanie obejmujące cały lejek na Facebooku i Instagramie, od budowania świadomości po retargeting, wykorzystując ' +
      'grupy odbiorców zbudowane na podstawie danych o Państwa klientach i osobach odwiedzających stronę. Nasi graficy przygotowują ' +
      'kreacje statyczne, karuzele i krótkie filmy, które stale testujemy, aby wyłonić najskuteczniejsze. Conversions API i śledzenie ' +
      'po stronie serwera zapewniają wiarygodne dane mimo ograniczeń przeglądarek. Cotygodniowa optymalizacja i comiesięczny przegląd ' +
      'sprawiają, że budżet trafia do odbiorców i komunikatów, które sprzedają.',
    features: [
      'plan_kampanii_na_cały_lejek',
      'niestandardowe_i_podobne_grupy_odbiorców',
      'produkcja_kreacji',
      'ciągłe_testowanie_kreacji',
      'konfiguracja_conversions_api',
      'retargeting',
    ],
    benefits: [
      'Docieranie do idealnych klientów tam, gdzie spędzają czas',
      'Kreacje sprawdzone w testach, a nie wybrane na wyczucie',
      'Wiarygodne dane do lepszych decyzji',
    ],
    kpis: [
      'Koszt zakupu niższy o 20–35% w ciągu 3 miesięcy',
      'CTR powyżej 1,5% w reklamach kierowanych do nowych odbiorców',
      'ROAS kampanii retargetingowych na poziomie 6x lub wyższym',
    ],
  },
  'linkedin-ads-b2b': {
    title: 'LinkedIn Ads dla B2B',
    shortDescription:
      'Docieranie do decydentów według stanowiska, wielkości firmy i branży dzięki kampaniom na LinkedIn, zaprojektowanym tak, by ' +
      'zasilać Państwa lejek sprzedażowy.',
    fullDescription:
      'Określamy profil idealnego klienta i budujemy grupy odbiorców według roli, szczebla, branży i list firm docelowych. Kampanie ' +
      'łączą treści typu thought leadership, formularze generowania leadów (Lead Gen Forms) i reklamy konwersacyjne, aby prowadzić ' +
      'kupujących od pierwszego kontaktu do spotkania. Leady trafiają bezpośrednio do Państwa CRM, dzięki czemu zespół sprzedaży może ' +
      'się z nimi skontaktować w ciągu kilku godzin. Raportujemy lejek sprzedażowy i przychody, na które kampanie miały wpływ, a nie ' +
      'tylko kliknięcia i wyświetlenia.',
    features: [
      'definicja_profilu_idealnego_klienta',
      'targetowanie_account_based',
      'formularze_lead_gen',
      'treści_thought_leadership',
      'synchronizacja_leadów_z_crm',
      'raportowanie_lejka_sprzedażowego',
    ],
    benefits: [
      'Państwa przekaz przed oczami osób, które podpisują umowy',
      'Leady przekazywane prosto do Państwa CRM',
      'Raportowanie powiązane z lejkiem sprzedażowym i przychodami',
    ],
    kpis: [
      'Koszt zakwalifikowanego leada niższy o 30% w ciągu 3 miesięcy',
      '15–25% leadów zamienionych w spotkania handlowe',
      '+20% zaangażowania firm docelowych co kwartał',
    ],
  },
  'programmatic-display-video': {
    title: 'Programmatic: display i wideo',
    shortDescription:
      'Zautomatyzowany zakup powierzchni display, wideo i connected TV u renomowanych europejskich wydawców, z rygorystyczną kontrolą ' +
      'bezpieczeństwa marki.',
    fullDescription:
      'Planujemy i kupujemy media programmatic za pośrednictwem wiodących platform DSP, kierując reklamy do odbiorców według ' +
      'intencji, kontekstu i danych własnych (first-party). Filtry bezpieczeństwa marki i ochrony przed oszustwami trzymają Państwa ' +
      'reklamy z dala od nieodpowiednich treści i fałszywego ruchu. Kreacje dostosowujemy do każdego formatu — od banerów po wideo ' +
      'pre-roll i connected TV. Raporty obejmują zasięg, widoczność (viewability), częstotliwość oraz wzrost liczby wyszukiwań marki ' +
      'i wizyt na stronie.',
    features: [
      'planowanie_mediów_w_dsp',
      'targetowanie_odbiorców_i_kontekstowe',
      'filtry_bezpieczeństwa_marki',
      'ochrona_przed_oszustwami_reklamowymi',
      'adaptacja_kreacji_do_formatów',
      'pomiar_brand_lift',
    ],
    benefits: [
      'Duży zasięg przy kontrolowanym koszcie',
      'Reklamy wyłącznie na zaufanych, tematycznie dopasowanych stronach',
      'Mierzalny wpływ na rozpoznawalność marki',
    ],
    kpis: [
      'Widoczność (viewability) powyżej 70%',
      'Nieprawidłowy ruch poniżej 2%',
      '+15% wyszukiwań marki w trakcie kampanii',
    ],
  },
  'shopping-performance-max': {
    title: 'Google Shopping i Performance Max dla e-commerce',
    shortDescription:
      'Optymalizacja feedu produktowego i kampanie produktowe, które pokazują produkty o najwyższej marży klientom gotowym do zakupu.',
    fullDescription:
      'Porządkujemy i wzbogacamy Państwa feed produktowy w Google Merchant Center, poprawiając tytuły, atrybuty i zdjęcia, aby ' +
      'produkty odpowiadały większej liczbie wyszukiwań. Kampanie strukturyzujemy według marży, bestsellerów i stanów magazynowych, ' +
      'aby budżet trafiał tam, gdzie zysk jest najwyższy. Grupy komponentów Performance Max, sygnały odbiorców i wykluczające słowa ' +
      'kluczowe dopracowujemy co tydzień. Błędy feedu i odrzucenia produktów monitorujemy codziennie, dzięki czemu produkty pozostają ' +
      'aktywne w szczytach sezonu.',
    features: [
      'optymalizacja_feedu_produktowego',
      'konfiguracja_merchant_center',
      'struktura_kampanii_według_marży',
      'grupy_komponentów_performance_max',
      'codzienny_monitoring_feedu',
    ],
    benefits: [
      'Większa sprzedaż produktów, na których zarabiają Państwo najwięcej',
      'Mniej odrzuconych produktów i utraconych wyświetleń',
      'Kampanie gotowe na Black Friday i sezonowe szczyty',
    ],
    kpis: [
      'ROAS na poziomie 5x lub wyższym w ciągu 3 miesięcy',
      '+40% udziału w wyświetleniach w kampaniach produktowych (Shopping)',
      'Mniej niż 1% odrzuconych produktów',
    ],
  },
  'ppc-account-audit': {
    title: 'Audyt konta PPC',
    shortDescription:
      'Szybki, niezależny przegląd kont reklamowych Google, Microsoft lub Meta, który w ciągu tygodnia ujawnia zmarnowane wydatki i ' +
      'szybkie usprawnienia.',
    fullDescription:
      'Analizujemy strukturę konta, targetowanie, strategie ustalania stawek, wyszukiwane hasła, teksty reklam i śledzenie konwersji ' +
      'w odniesieniu do aktualnych dobrych praktyk. Zmarnowane wydatki wyliczamy kwotowo, aby widzieli Państwo dokładnie, ile budżetu ' +
      'pochłaniają nietrafione kliknięcia. Otrzymują Państwo uporządkowaną według priorytetów listę szybkich usprawnień i zmian ' +
      'długoterminowych wraz z szacowanymi oszczędnościami dla każdej z nich. Podczas godzinnej rozmowy omawiamy wnioski z Państwa ' +
      'zespołem lub obecną agencją.',
    features: [
      'przegląd_struktury_konta',
      'analiza_zmarnowanych_wydatków',
      'weryfikacja_śledzenia_konwersji',
      'przegląd_strategii_ustalania_stawek',
      'lista_szybkich_usprawnień',
      'rozmowa_podsumowująca_wnioski',
    ],
    benefits: [
      'Niezależne spojrzenie na to, jak naprawdę wykorzystywany jest budżet',
      'Oszczędności wskazane w ciągu dni, a nie miesięcy',
      'Jasny brief dla Państwa zespołu lub agencji',
    ],
    kpis: [
      '10–30% wydatków reklamowych odzyskanych z marnotrawstwa',
      'Koszt konwersji niższy o 15% w ciągu 6 tygodni od wdrożenia',
      'Audyt dostarczony w ciągu 5 dni roboczych',
    ],
  },
  'sales-funnel-audit': {
    title: 'Audyt lejka sprzedażowego',
    shortDescription:
      'Kompleksowa analiza tego, jak leady stają się klientami, wskazująca, gdzie transakcje utykają i co naprawić w pierwszej ' +
      'kolejności.',
    fullDescription:
      'Analizujemy Państwa lejek od pierwszego kontaktu do podpisania umowy, wykorzystując dane z CRM, nagrania rozmów i wywiady z ' +
      'zespołem sprzedaży. Współczynniki konwersji, długość cyklu i wartość transakcji porównujemy według etapu, kanału i handlowca. ' +
      'Audyt wskazuje wąskie gardła, które kosztują Państwa najwięcej przychodów, i wyjaśnia, skąd się biorą. Otrzymują Państwo plan ' +
      'usprawnień uporządkowany według priorytetów: szybkie efekty na pierwsze 30 dni i zmiany strukturalne na kolejny kwartał.',
    features: [
      'analiza_etapów_lejka',
      'przegląd_danych_crm',
      'analiza_rozmów_handlowych',
      'wywiady_z_zespołem_sprzedaży',
      'identyfikacja_wąskich_gardeł',
      'plan_usprawnień_według_priorytetów',
    ],
    benefits: [
      'Dokładna wiedza, gdzie i dlaczego tracą Państwo transakcje',
      'Decyzje oparte na danych, a nie na opiniach',
      'Szybkie efekty, które pokrywają koszt audytu',
    ],
    kpis: [
      '+15% konwersji leadów w klientów w ciągu 3 miesięcy',
      'Cykl sprzedaży skrócony o 20%',
      'Trafność prognoz na poziomie 85% lub wyższym',
    ],
  },
  'conversion-rate-optimisation': {
    title: 'Optymalizacja współczynnika konwersji (CRO)',
    shortDescription:
      'Oparte na badaniach testy A/B strony i procesu składania zamówienia, które zamieniają więcej obecnych odwiedzających w leady i ' +
      'klientów.',
    fullDescription:
      'Łączymy analitykę, mapy cieplne, nagrania sesji i ankiety wśród użytkowników, aby zrozumieć, dlaczego odwiedzający opuszczają ' +
      'stronę bez konwersji. Każdą hipotezę priorytetyzujemy według oczekiwanego efektu i weryfikujemy w poprawnych statystycznie ' +
      'eksperymentach A/B. Nasi projektanci i programiści przygotowują warianty, więc Państwa zespół nie musi wygospodarowywać ' +
      'dodatkowych zasobów. Zwycięskie zmiany dokumentujemy i wdrażamy, a każdy test poszerza bazę wiedzy o Państwa klientach.',
    features: [
      'analiza_ścieżki_konwersji',
      'mapy_cieplne_i_nagrania_sesji',
      'ankiety_wśród_użytkowników',
      'priorytetyzacja_hipotez',
      'testy_ab_i_wielowymiarowe',
      'tworzenie_wariantów_testowych',
    ],
    benefits: [
      'Większe przychody bez zwiększania wydatków na reklamę',
      'Zmiany potwierdzone danymi przed pełnym wdrożeniem',
      'Lepsze zrozumienie zachowań klientów',
    ],
    kpis: [
      '+20–40% współczynnika konwersji w ciągu 6 miesięcy',
      '2–4 zakończone testy A/B miesięcznie',
      '+15% średniej wartości zamówienia w testowanych procesach składania zamówienia',
    ],
  },
  'b2b-lead-generation': {
    title: 'Generowanie leadów B2B i outbound',
    shortDescription:
      'Precyzyjnie ukierunkowane kampanie outboundowe przez e-mail i LinkedIn, które umawiają zakwalifikowane spotkania handlowe z ' +
      'Państwa idealnymi klientami.',
    fullDescription:
      'Tworzymy zweryfikowane listy decydentów w firmach odpowiadających Państwa profilowi idealnego klienta, w pełnej zgodności z ' +
      'RODO. Spersonalizowane, wieloetapowe sekwencje łączą e-mail, LinkedIn oraz — tam, gdzie ma to sens — rozmowy telefoniczne. ' +
      'Nasz zespół SDR obsługuje odpowiedzi, kwalifikuje zainteresowanie i umawia spotkania bezpośrednio w kalendarzach Państwa ' +
      'zespołu sprzedaży. Cotygodniowe raporty pokazują liczbę wysłanych wiadomości, odsetek odpowiedzi, umówione spotkania i ' +
      'informacje zwrotne z rynku.',
    features: [
      'profil_idealnego_klienta',
      'zweryfikowane_listy_kontaktów',
      'outreach_zgodny_z_rodo',
      'spersonalizowane_sekwencje_mailowe',
      'outreach_na_linkedin',
      'umawianie_spotkań',
    ],
    benefits: [
      'Przewidywalny napływ spotkań handlowych',
      'Handlowcy skupiają się na zamykaniu transakcji, a nie na szukaniu klientów',
      'Szybka informacja zwrotna z rynku o Państwa ofercie',
    ],
    kpis: [
      '10–25 zakwalifikowanych spotkań miesięcznie',
      'Odsetek odpowiedzi powyżej 8%',
      'Co najmniej 40% spotkań przekształconych w szanse sprzedażowe',
    ],
  },
  'sales-playbook-development': {
    title: 'Opracowanie playbooka sprzedażowego',
    shortDescription:
      'Praktyczny playbook opisujący proces sprzedaży, kryteria kwalifikacji, skrypty i radzenie sobie z obiekcjami, oparty na tym, ' +
      'co już robią Państwa najlepsi handlowcy.',
    fullDescription:
      'Przeprowadzamy wywiady z Państwa najlepszymi handlowcami, słuchamy rozmów i analizujemy wygrane oraz przegrane transakcje, aby ' +
      'uchwycić to, co naprawdę działa. Playbook definiuje każdy etap procesu sprzedaży, kryteria przejścia do kolejnego etapu, model ' +
      'kwalifikacji oraz materiały do wykorzystania na każdym kroku. Scenariusze rozmów, szablony e-maili i poradniki dotyczące ' +
      'obiekcji piszemy Państwa językiem i w Państwa tonie. Wdrażamy playbook podczas warsztatów i konfigurujemy pola w CRM, aby ' +
      'można było mierzyć, w jakim stopniu jest stosowany.',
    features: [
      'projekt_procesu_sprzedaży',
      'model_kwalifikacji',
      'scenariusze_i_skrypty_rozmów',
      'poradnik_radzenia_sobie_z_obiekcjami',
      'szablony_maili',
      'dopasowanie_crm',
    ],
    benefits: [
      'Powtarzalne wyniki w całym zespole',
      'Szybsze wdrożenie nowych handlowców',
      'Najlepsze praktyki utrwalone, a nie tracone wraz z odejściem pracowników',
    ],
    kpis: [
      'Nowi handlowcy osiągają cel sprzedażowy o 30% szybciej',
      '+10% skuteczności zamykania transakcji (win rate) w ciągu 2 kwartałów',
      '90% szans sprzedażowych przechodzi przez zdefiniowane etapy w CRM',
    ],
  },
  'sales-team-training': {
    title: 'Szkolenia i coaching zespołu sprzedaży',
    shortDescription:
      'Praktyczne szkolenia ze sprzedaży doradczej, negocjacji i zamykania transakcji, a następnie indywidualny coaching na podstawie ' +
      'prawdziwych rozmów.',
    fullDescription:
      'Programy szkoleniowe dopasowujemy do Państwa produktów, klientów i cyklu sprzedaży zamiast korzystać z gotowych schematów. ' +
      'Warsztaty obejmują zadawanie pytań w fazie rozpoznawania potrzeb, prezentację opartą na wartości, negocjacje i zamykanie ' +
      'transakcji, a ćwiczenia w odgrywaniu ról bazują na Państwa rzeczywistych transakcjach. Po warsztatach nasi coachowie analizują ' +
      'nagrane rozmowy i przekazują każdemu handlowcowi indywidualną informację zwrotną. Menedżerowie otrzymują przewodniki ' +
      'coachingowe, dzięki którym nowe umiejętności są stosowane długo po zakończeniu programu.',
    features: [
      'program_szkoleniowy_na_miarę',
      'zadawanie_pytań_o_potrzeby',
      'negocjacje_i_zamykanie_transakcji',
      'odgrywanie_ról_na_podstawie_prawdziwych_transakcji',
      'indywidualny_coaching_rozmów',
      'przewodniki_coachingowe_dla_menedżerów',
    ],
    benefits: [
      'Umiejętności, które zespół może zastosować już następnego dnia',
      'Indywidualna informacja zwrotna dla każdego handlowca',
      'Trwała zmiana wspierana przez menedżerów',
    ],
    kpis: [
      '+15% skuteczności zamykania transakcji w ciągu 6 miesięcy',
      '+10% średniej wartości transakcji',
      'Ocena uczestników na poziomie 4,5/5 lub wyższym',
    ],
  },
  'pricing-strategy-review': {
    title: 'Przegląd strategii cenowej',
    shortDescription: 'Oparta na danych analiza cen, pakietów i rabatów, która pozwala uzyskać wyższą marżę bez utraty klientów.',
    fullDescription:
      'Analizujemy Państwa obecny cennik, praktyki rabatowe oraz dane o wygranych i przegranych transakcjach, zestawiając je z ' +
      'ofertami konkurencji i gotowością klientów do zapłaty. Ankiety i wywiady pokazują, które funkcje klienci cenią najbardziej i ' +
      'ile byliby gotowi za nie zapłacić. Na tej podstawie projektujemy poziomy cen, pakiety i zasady rabatowe, które zespół ' +
      'sprzedaży może konsekwentnie stosować. Przegląd obejmuje plan wdrożenia, wytyczne komunikacyjne i metodę pomiaru efektów.',
    features: [
      'analiza_cen_i_rabatów',
      'porównanie_cen_konkurencji',
      'badanie_gotowości_do_zapłaty',
      'projekt_pakietów_i_wariantów',
      'polityka_rabatowa',
      'plan_wdrożenia',
    ],
    benefits: [
      'Wyższe marże przy tym samym wolumenie sprzedaży',
      'Mniej rabatów udzielanych doraźnie',
      'Pakiety, które łatwiej sprzedać',
    ],
    kpis: [
      '+3–8% marży brutto w ciągu 6 miesięcy',
      'Średni rabat niższy o 25%',
      '+10% średniej wartości transakcji',
    ],
  },
  'crm-implementation': {
    title: 'Wdrożenie CRM',
    shortDescription:
      'Kompleksowe wdrożenie CRM w HubSpot, Pipedrive lub Salesforce, skonfigurowane pod Państwa rzeczywisty proces sprzedaży i ' +
      'przyjęte przez zespół.',
    fullDescription:
      'Analizujemy, jak Państwa zespół sprzedaje obecnie, wybieramy lub weryfikujemy odpowiednią platformę CRM i konfigurujemy ją ' +
      'zgodnie z etapami lejka, rolami i potrzebami raportowymi. Istniejące kontakty, transakcje i historię aktywności importujemy i ' +
      'usuwamy z nich duplikaty. Łączymy pocztę e-mail, kalendarz, telefonię i formularze na Państwa stronie, aby żaden lead nie ' +
      'przepadł. Wdrożenie kończą szkolenia dostosowane do ról oraz 30 dni praktycznego wsparcia w codziennym korzystaniu z systemu.',
    features: [
      'audyt_procesu_sprzedaży',
      'konfiguracja_lejka_sprzedażowego',
      'import_danych_i_deduplikacja',
      'synchronizacja_poczty_i_kalendarza',
      'pola_i_właściwości_niestandardowe',
      'szkolenia_dostosowane_do_ról',
    ],
    benefits: [
      'Jedno źródło prawdy o każdym kliencie',
      'Przewidywalny lejek sprzedażowy i prognozy',
      'Mniej ręcznej administracji dla handlowców',
      'Szybsze wdrożenie nowych handlowców',
    ],
    kpis: [
      '+25% konwersji leadów w transakcje',
      '-30% czasu do zamknięcia transakcji',
      '90% wykorzystania CRM przez zespół w ciągu 60 dni',
    ],
  },
  'marketing-automation-workflows': {
    title: 'Scenariusze automatyzacji marketingu',
    shortDescription:
      'Zautomatyzowane ścieżki nurturingu, onboardingu i reaktywacji, które prowadzą leady od pierwszego kontaktu aż do gotowości na ' +
      'rozmowę z działem sprzedaży, bez ręcznego follow-upu.',
    fullDescription:
      'Mapujemy ścieżkę klienta i projektujemy zautomatyzowane scenariusze dla nurturingu leadów, onboardingu, porzuconych formularzy ' +
      'i reaktywacji. Scoring leadów łączy dopasowanie profilu i zachowanie, dzięki czemu dział sprzedaży otrzymuje wyłącznie ' +
      'kontakty gotowe do rozmowy. Każdy scenariusz budujemy na Państwa platformie — HubSpot, ActiveCampaign, Brevo lub Marketo — z ' +
      'przejrzystym nazewnictwem i dokumentacją. Po uruchomieniu testujemy kluczowe kroki w testach A/B i dopracowujemy wyzwalacze na ' +
      'podstawie rzeczywistych wyników.',
    features: [
      'mapowanie_ścieżki_klienta',
      'model_scoringu_leadów',
      'sekwencje_nurturingowe',
      'wyzwalacze_behawioralne',
      'zasady_przekazywania_do_sprzedaży',
      'testy_ab_kluczowych_kroków',
    ],
    benefits: [
      'Konsekwentny kontakt z każdym leadem',
      'Dział sprzedaży poświęca czas wyłącznie ciepłym kontaktom',
      'Skalowalna komunikacja bez zwiększania zatrudnienia',
    ],
    kpis: [
      '+35% leadów zakwalifikowanych marketingowo (MQL)',
      '+20% konwersji leadów w szanse sprzedażowe',
      '-10 godzin pracy ręcznej tygodniowo',
    ],
  },
  'crm-data-migration': {
    title: 'Migracja danych CRM',
    shortDescription:
      'Bezpieczna migracja kontaktów, transakcji, aktywności i załączników między systemami CRM lub z arkuszy kalkulacyjnych, bez ' +
      'utraty danych i z minimalnym przestojem.',
    fullDescription:
      'Zmiana CRM jest ryzykowna, gdy w grę wchodzą lata historii klientów. Inwentaryzujemy Państwa obecny model danych, mapujemy ' +
      'każdy obiekt i każde pole na nowy system oraz czyścimy rekordy przed przeniesieniem. Migrację testową na próbce danych ' +
      'weryfikujemy razem z Państwa zespołem, a następnie przeprowadzamy pełne przełączenie zaplanowane poza godzinami pracy. ' +
      'Otrzymują Państwo raport uzgodnienia, który potwierdza, że każdy rekord dotarł w nienaruszonym stanie.',
    features: [
      'mapowanie_modelu_danych',
      'czyszczenie_danych_przed_migracją',
      'migracja_testowa',
      'przeniesienie_załączników_i_historii',
      'przełączenie_w_weekend',
      'raport_uzgodnienia_danych',
    ],
    benefits: [
      'Bez utraty historii klientów',
      'Dział sprzedaży pracuje normalnie w trakcie zmiany',
      'Czystsza baza danych od pierwszego dnia',
    ],
    kpis: [
      '99,9% rekordów przeniesionych bez strat',
      'Mniej niż 4 godziny niedostępności CRM',
      '-40% zduplikowanych rekordów',
    ],
  },
  'sales-pipeline-automation': {
    title: 'Automatyzacja lejka sprzedażowego',
    shortDescription:
      'Automatyczne tworzenie zadań, przydzielanie transakcji, przypomnienia i oferty w CRM, dzięki czemu handlowcy więcej sprzedają, ' +
      'a mniej aktualizują.',
    fullDescription:
      'Identyfikujemy powtarzalne czynności, które Państwa zespół sprzedaży wykonuje przy każdej transakcji, i automatyzujemy je w ' +
      'CRM. Nowe leady są przydzielane właściwemu handlowcowi według terytorium, segmentu lub rotacyjnie (round robin), a zadania ' +
      'follow-up pojawiają się automatycznie na każdym etapie. Transakcje, które utknęły, uruchamiają alerty dla menedżerów, a oferty ' +
      'i umowy są generowane z danych transakcji i podpisywane elektronicznie. Efekt to lejek, który pozostaje aktualny bez ciągłego ' +
      'ponaglania kogokolwiek.',
    features: [
      'reguły_przydzielania_leadów',
      'automatyczne_zadania_follow_up',
      'alerty_o_zablokowanych_transakcjach',
      'generowanie_ofert_i_umów',
      'integracja_podpisu_elektronicznego',
      'reguły_higieny_lejka',
    ],
    benefits: [
      'Więcej czasu na sprzedaż dla każdego handlowca',
      'Żadnych zapomnianych follow-upów',
      'Wiarygodne dane o lejku dla menedżerów',
    ],
    kpis: [
      '-40% czasu poświęcanego na administrację w CRM',
      '+15% skuteczności zamykania transakcji',
      '-25% transakcji stojących w miejscu dłużej niż 30 dni',
    ],
  },
  'ai-chatbot-lead-qualification': {
    title: 'Chatbot AI do kwalifikacji leadów',
    shortDescription:
      'Chatbot na stronie i w komunikatorach, który odpowiada na pytania 24/7, kwalifikuje odwiedzających i umawia spotkania ' +
      'bezpośrednio w kalendarzu zespołu sprzedaży.',
    fullDescription:
      'Projektujemy scenariusze rozmów wokół Państwa profilu idealnego klienta i szkolimy asystenta AI w zakresie Państwa oferty, ' +
      'zasad cenowych i najczęściej zadawanych pytań. Bot zadaje pytania kwalifikujące, uzupełnia dane kontaktu i tworzy leada w ' +
      'Państwa CRM wraz z pełnym zapisem rozmowy. Zakwalifikowani odwiedzający mogą od razu umówić spotkanie z właściwym handlowcem, ' +
      'a pozostali otrzymują dopasowane treści. Co miesiąc analizujemy rozmowy, aby ulepszać odpowiedzi i utrzymywać ton zgodny z ' +
      'marką.',
    features: [
      'projektowanie_rozmów',
      'trenowanie_na_bazie_wiedzy',
      'pytania_kwalifikujące',
      'tworzenie_leadów_w_crm',
      'umawianie_spotkań',
      'obsługa_wielu_języków',
    ],
    benefits: [
      'Natychmiastowa odpowiedź dla każdego odwiedzającego',
      'Więcej spotkań bez zatrudniania kolejnych SDR-ów',
      'Spójne kryteria kwalifikacji',
    ],
    kpis: [
      '+30% konwersji odwiedzających stronę w leady',
      '+40% umówionych spotkań',
      'Czas pierwszej odpowiedzi poniżej 5 sekund',
    ],
  },
  'crm-integrations': {
    title: 'Integracje CRM i konektory API',
    shortDescription:
      'Połączenie CRM ze sklepem internetowym, ERP, księgowością, telefonią i narzędziami obsługi klienta, aby dane przepływały ' +
      'automatycznie w obu kierunkach.',
    fullDescription:
      'Niepołączone narzędzia zmuszają zespoły do ręcznego przepisywania danych i sprawiają, że raporty są niewiarygodne. ' +
      'Projektujemy architekturę integracji, korzystamy z natywnych konektorów tam, gdzie są solidne, a tam, gdzie nie są, budujemy ' +
      'własne integracje API lub przepływy w warstwie middleware. Zamówienia, faktury, zgłoszenia i rozmowy pojawiają się na karcie ' +
      'klienta niemal w czasie rzeczywistym. Każda integracja ma monitoring, alerty o błędach i dokumentację techniczną dla Państwa ' +
      'działu IT.',
    features: [
      'architektura_integracji',
      'synchronizacja_z_erp_i_księgowością',
      'synchronizacja_zamówień_ze_sklepu',
      'niestandardowe_konektory_api',
      'monitoring_błędów_i_alerty',
      'dokumentacja_techniczna',
    ],
    benefits: [
      'Koniec z kopiowaniem danych między systemami',
      'Pełny obraz klienta 360°',
      'Raporty, którym można ufać',
    ],
    kpis: [
      '-15 godzin ręcznego wprowadzania danych tygodniowo',
      '100% zamówień zsynchronizowanych z CRM',
      '-50% błędów przy wprowadzaniu danych',
    ],
  },
  'bi-dashboard-development': {
    title: 'Tworzenie dashboardów BI',
    shortDescription:
      'Dashboardy dla zarządu i zespołów w Power BI, Looker Studio lub Tableau, łączące dane sprzedażowe, marketingowe i finansowe w ' +
      'jednym miejscu.',
    fullDescription:
      'Zaczynamy od decyzji, które muszą podejmować Państwa menedżerowie, i definiujemy stojące za nimi KPI oraz źródła danych. Dane ' +
      'z CRM, platform reklamowych, sklepu internetowego i księgowości modelujemy w przejrzystą, udokumentowaną warstwę danych, która ' +
      'odświeża się automatycznie. Dashboardy projektujemy z myślą o czytelności: z możliwością drążenia danych (drill-down), celami, ' +
      'alertami i dostępem opartym na rolach. Na koniec prowadzimy szkolenie, aby Państwa zespół mógł odpowiadać na nowe pytania bez ' +
      'czekania na analityka.',
    features: [
      'system_kpi',
      'konektory_źródeł_danych',
      'automatyczne_odświeżanie_danych',
      'raporty_drill_down',
      'dostęp_oparty_na_rolach',
      'szkolenie_z_dashboardów',
    ],
    benefits: [
      'Jedna wersja liczb dla całej firmy',
      'Szybsze decyzje oparte na faktach',
      'Koniec z ręcznym raportowaniem w Excelu',
    ],
    kpis: [
      '-80% czasu poświęcanego na raportowanie miesięczne',
      'Codzienne odświeżanie danych zamiast comiesięcznego',
      '100% kluczowych KPI na jednym dashboardzie',
    ],
  },
  'marketing-analytics-dashboard': {
    title: 'Dashboard analityki marketingowej',
    shortDescription:
      'Bieżący podgląd wydatków, leadów, lejka sprzedażowego i przychodów według kanałów i kampanii, dzięki któremu wiedzą Państwo, ' +
      'który marketing naprawdę się opłaca.',
    fullDescription:
      'Łączymy Google Ads, Meta, LinkedIn, analitykę internetową i CRM w jeden dashboard marketingowy. Wydatki zestawiamy z leadami, ' +
      'szansami sprzedażowymi i zamkniętymi przychodami, co daje koszt leada, koszt pozyskania klienta i ROAS dla każdego kanału i ' +
      'każdej kampanii. Konwencje UTM i zasady atrybucji uzgadniamy z góry, aby liczby obroniły się na spotkaniach zarządu. ' +
      'Cotygodniowe automatyczne podsumowania wskazują, co skalować, a co wstrzymać.',
    features: [
      'konektory_platform_reklamowych',
      'powiązanie_przychodów_z_crm',
      'konwencja_nazewnictwa_utm',
      'atrybucja_kanałów',
      'raporty_cac_i_roas',
      'cotygodniowe_automatyczne_podsumowanie',
    ],
    benefits: [
      'Decyzje budżetowe oparte na przychodach, a nie na kliknięciach',
      'Jasna odpowiedzialność za każdy kanał',
      'Mniej czasu na przygotowywanie raportów',
    ],
    kpis: [
      '+20% ROAS w ciągu 3 miesięcy',
      '-15% kosztu pozyskania klienta',
      '100% wydatków reklamowych przypisanych do kanału',
    ],
  },
  'customer-data-platform-setup': {
    title: 'Wdrożenie platformy danych klientów (CDP)',
    shortDescription:
      'Połączenie danych ze strony, aplikacji, CRM i zakupów w profile klientów aktualizowane w czasie rzeczywistym, gotowe do ' +
      'personalizacji i precyzyjnego targetowania.',
    fullDescription:
      'Platforma danych klientów (CDP) zamienia rozproszone zdarzenia i rekordy w jeden spójny profil każdego klienta. Dobieramy CDP ' +
      'odpowiednią dla Państwa stosu technologicznego, projektujemy plan śledzenia i zasady rozpoznawania tożsamości oraz podłączamy ' +
      'Państwa źródła danych i miejsca aktywacji. Zarządzanie zgodami wbudowujemy od samego początku, aby zapewnić zgodność z RODO. ' +
      'Marketing otrzymuje gotowe segmenty do e-maili, reklam i personalizacji na stronie, a analitycy — czyste dane, które łatwo ' +
      'odpytywać.',
    features: [
      'wybór_cdp',
      'plan_śledzenia',
      'rozpoznawanie_tożsamości',
      'zarządzanie_zgodami_rodo',
      'segmenty_odbiorców',
      'aktywacja_w_platformach_reklamowych',
      'synchronizacja_z_hurtownią_danych',
    ],
    benefits: [
      'Jeden widok każdego klienta w czasie rzeczywistym',
      'Personalizacja we wszystkich kanałach',
      'Przetwarzanie danych zgodne z RODO',
    ],
    kpis: [
      '+25% współczynników konwersji e-maili i reklam',
      '-20% wydatków reklamowych marnowanych na obecnych klientów',
      '95% znanych odwiedzających przypisanych do profilu',
    ],
  },
  'data-enrichment-cleansing': {
    title: 'Wzbogacanie i czyszczenie danych',
    shortDescription:
      'Czyszczenie, deduplikacja i wzbogacanie CRM lub list leadów o zweryfikowane dane firm i kontaktów z zaufanych europejskich ' +
      'źródeł.',
    fullDescription:
      'Nieaktualne i zduplikowane rekordy marnują czas handlowców i szkodzą dostarczalności e-maili. Audytujemy Państwa bazę, ' +
      'ujednolicamy formaty, scalamy duplikaty i weryfikujemy adresy e-mail oraz numery telefonów. Następnie wzbogacamy rekordy o ' +
      'dane firmograficzne, takie jak branża, wielkość firmy, przedział przychodów i numer VAT, pochodzące ze źródeł zgodnych z RODO. ' +
      'Otrzymują Państwo kartę oceny jakości danych, a na życzenie — harmonogram cyklicznych działań, które utrzymują dane w ' +
      'czystości.',
    features: [
      'audyt_jakości_danych',
      'scalanie_duplikatów',
      'weryfikacja_adresów_mailowych',
      'wzbogacanie_o_dane_firmograficzne',
      'standaryzacja_formatów',
      'karta_oceny_jakości',
    ],
    benefits: [
      'Handlowcy dzwonią do właściwych osób',
      'Lepsza dostarczalność e-maili',
      'Precyzyjna segmentacja i raportowanie',
    ],
    kpis: [
      '-90% zduplikowanych rekordów',
      '-60% odbić e-maili',
      '+40% rekordów z kompletnymi danymi firmy',
    ],
  },
  'web-analytics-tracking-setup': {
    title: 'Wdrożenie analityki internetowej i śledzenia',
    shortDescription:
      'Niezawodna konfiguracja GA4, Google Tag Manager i śledzenia po stronie serwera z trybem zgody (consent mode), poprawnie ' +
      'mierzonymi konwersjami i zdarzeniami e-commerce.',
    fullDescription:
      'Większość wdrożeń analityki po cichu pomija konwersje albo liczy je podwójnie. Audytujemy obecne śledzenie, przygotowujemy ' +
      'plan pomiaru i wdrażamy GA4 z Google Tag Manager, w tym consent mode v2 oraz tagowanie po stronie serwera tam, gdzie zwiększa ' +
      'ono dokładność. Kluczowe konwersje, wysłania formularzy i zdarzenia e-commerce przekazujemy do Google Ads, Meta i LinkedIn. ' +
      'Wszystko jest przetestowane, udokumentowane i przekazane wraz z krótkim szkoleniem.',
    features: [
      'audyt_śledzenia',
      'plan_pomiaru',
      'wdrożenie_ga4_i_gtm',
      'consent_mode_v2',
      'tagowanie_po_stronie_serwera',
      'konfiguracja_conversion_api',
    ],
    benefits: [
      'Liczby, na których można polegać',
      'Lepsza optymalizacja reklam dzięki dokładnym danym o konwersjach',
      'Zgodność z zasadami dotyczącymi zgód na pliki cookie',
    ],
    kpis: [
      '+30% konwersji rejestrowanych przez platformy reklamowe',
      'Rozbieżność między GA4 a CRM poniżej 5%',
      '100% kluczowych zdarzeń udokumentowanych',
    ],
  },
  'predictive-churn-ltv-modelling': {
    title: 'Predykcyjne modelowanie odejść klientów i wartości klienta w czasie (LTV)',
    shortDescription:
      'Modele uczenia maszynowego, które wskazują klientów zagrożonych odejściem i prognozują wartość klienta w czasie, aby budżety ' +
      'retencyjne trafiały tam, gdzie mają znaczenie.',
    fullDescription:
      'Na podstawie danych o transakcjach, korzystaniu z produktu i obsłudze klienta budujemy i walidujemy modele, które oceniają ' +
      'ryzyko odejścia i oczekiwaną wartość w czasie każdego klienta. Wyniki są zapisywane z powrotem w Państwa CRM lub hurtowni ' +
      'danych i odświeżane automatycznie. Pomagamy Państwa zespołowi zaprojektować działania retencyjne dla segmentów o wysokiej ' +
      'wartości i wysokim ryzyku oraz mierzymy ich efekt względem grupy kontrolnej. Modele objaśniamy prostym językiem, aby ' +
      'menedżerowie rozumieli, które czynniki wpływają na prognozy.',
    features: [
      'ocena_gotowości_danych',
      'model_ryzyka_odejścia',
      'prognoza_wartości_klienta_w_czasie',
      'zapis_wyników_w_crm',
      'playbook_retencyjny',
      'pomiar_względem_grupy_kontrolnej',
    ],
    benefits: [
      'Działanie, zanim wartościowi klienci odejdą',
      'Trafniejszy podział budżetów retencyjnych',
      'Przejrzyste, zrozumiałe prognozy',
    ],
    kpis: [
      '-15% odejść klientów w ciągu 6 miesięcy',
      '+10% średniej wartości klienta w czasie',
      'Ponad 80% trafności we wskazywaniu klientów zagrożonych odejściem',
    ],
  },
  'brand-identity-design': {
    title: 'Projektowanie identyfikacji wizualnej marki',
    shortDescription:
      'Wyrazista identyfikacja wizualna — logo, paleta kolorów, typografia i key visuale — oparta na jasnym pozycjonowaniu marki.',
    fullDescription:
      'Zaczynamy od warsztatów i badań rynku, aby określić Państwa pozycjonowanie, osobowość marki i to, co wyróżnia Państwa na tle ' +
      'konkurencji. Na tej podstawie opracowujemy dwa lub trzy kierunki kreatywne, a wybrany z nich dopracowujemy w kompletny system ' +
      'identyfikacji: warianty logo, paletę kolorów, typografię, styl zdjęć i grafik oraz elementy graficzne. Wszystkie materiały ' +
      'przekazujemy w formatach do druku i do zastosowań cyfrowych, gotowe do użycia przez Państwa zespół i dostawców. Identyfikację ' +
      'testujemy na rzeczywistych zastosowaniach, takich jak strona internetowa, prezentacje i media społecznościowe.',
    features: [
      'warsztat_odkrywania_marki',
      'audyt_wizualny_konkurencji',
      'projekt_logo',
      'paleta_kolorów_i_typografia',
      'key_visuale',
      'makiety_zastosowań',
    ],
    benefits: [
      'Natychmiastowa rozpoznawalność na zatłoczonym rynku',
      'Spójny wizerunek w każdym punkcie styku z klientem',
      'Wyższa postrzegana wartość Państwa oferty',
    ],
    kpis: [
      '+30% zapamiętywalności marki w badaniach grupy docelowej',
      '+15% konwersji na stronie po wdrożeniu',
      '100% kluczowych materiałów przekazanych w edytowalnych formatach',
    ],
  },
  'website-ux-redesign': {
    title: 'Redesign UX strony internetowej',
    shortDescription:
      'Oparty na badaniach redesign struktury strony, ścieżek użytkowników i interfejsu, który zamienia więcej odwiedzających w leady ' +
      'i klientów.',
    fullDescription:
      'Analizujemy dane analityczne, mapy cieplne i nagrania sesji oraz rozmawiamy z klientami, aby ustalić, gdzie odwiedzający się ' +
      'gubią. Projektujemy na nowo architekturę informacji i kluczowe ścieżki, a następnie weryfikujemy je na klikalnych prototypach ' +
      'i w testach użyteczności, zanim rozpocznie się jakiekolwiek programowanie. Nowy interfejs jest zgodny z Państwa marką, spełnia ' +
      'wytyczne dostępności WCAG oraz jest zoptymalizowany pod urządzenia mobilne i szybkość ładowania. Wspieramy Państwa ' +
      'programistów we wdrożeniu i śledzimy konwersję po starcie.',
    features: [
      'analiza_danych_i_map_cieplnych',
      'wywiady_z_klientami',
      'architektura_informacji',
      'klikalny_prototyp',
      'testy_użyteczności',
      'projekt_dostępnego_interfejsu',
      'przekazanie_projektu_programistom',
    ],
    benefits: [
      'Więcej leadów z tego samego ruchu',
      'Łatwiejsza nawigacja dla każdego odwiedzającego',
      'Mniej kosztownych błędów przy redesignie',
    ],
    kpis: [
      '+35% współczynnika konwersji strony',
      '-25% współczynnika odrzuceń na kluczowych stronach',
      '+20% ukończonych zadań na urządzeniach mobilnych',
    ],
  },
  'conversion-landing-page-design': {
    title: 'Projekt strony docelowej nastawionej na konwersję',
    shortDescription:
      'Szybka, zgodna z marką strona docelowa (landing page) dla Państwa kampanii lub oferty, z przekonującym tekstem, wyraźnym ' +
      'wezwaniem do działania i wbudowanym śledzeniem.',
    fullDescription:
      'Przekształcamy Państwa ofertę w skoncentrowaną stronę docelową, która zwraca się do jednej grupy odbiorców z jednym celem. ' +
      'Pakiet obejmuje copywriting, projekt graficzny, responsywne wykonanie w Państwa CMS lub kreatorze stron docelowych, ' +
      'konfigurację formularzy i śledzenie konwersji. Stosujemy sprawdzone wzorce — dowód społeczny, nagłówki eksponujące korzyści i ' +
      'formularze bez zbędnych barier — i przygotowujemy wariant do testu A/B. Standardowy czas realizacji to jeden tydzień, dlatego ' +
      'usługa idealnie sprawdza się w kampaniach, w których liczy się czas.',
    features: [
      'copywriting_konwersyjny',
      'responsywny_projekt_strony',
      'połączenie_formularza_z_crm',
      'śledzenie_konwersji',
      'wariant_do_testu_ab',
      'optymalizacja_szybkości_strony',
    ],
    benefits: [
      'Start kampanii w ciągu kilku dni',
      'Wyższy zwrot z wydatków na reklamę',
      'Gotowość do ciągłego testowania',
    ],
    kpis: [
      '+40% konwersji w porównaniu ze standardową stroną',
      '-20% kosztu leada',
      'Czas ładowania strony poniżej 2,5 s',
    ],
  },
  'brand-guidelines': {
    title: 'Wytyczne marki i brand book',
    shortDescription:
      'Praktyczny brand book, który dokładnie pokazuje Państwa zespołowi, agencjom i partnerom, jak używać logo, kolorów, tonu ' +
      'komunikacji i szablonów.',
    fullDescription:
      'Nawet silna marka traci siłę oddziaływania, gdy każdy stosuje ją inaczej. Dokumentujemy Państwa identyfikację w przejrzystym, ' +
      'wizualnym brand booku, który obejmuje zasady stosowania logo, kody kolorów, typografię, styl zdjęć, siatki układu i ton ' +
      'komunikacji, wraz z przykładami poprawnego i niepoprawnego użycia. Pakiet zawiera gotowe do użycia szablony prezentacji, ' +
      'dokumentów i postów w mediach społecznościowych. Wytyczne przekazujemy jako interaktywny plik PDF oraz wersję online, którą ' +
      'łatwo aktualizować.',
    features: [
      'zasady_stosowania_logo',
      'specyfikacja_kolorów_i_typografii',
      'przewodnik_po_tonie_komunikacji',
      'siatki_układu',
      'szablony_prezentacji_i_dokumentów',
      'szablony_do_mediów_społecznościowych',
    ],
    benefits: [
      'Spójna marka w każdym kanale',
      'Szybsza praca zespołów wewnętrznych i agencji',
      'Mniej rund poprawek projektowych',
    ],
    kpis: [
      '-50% czasu na przygotowanie materiałów firmowych',
      '-60% rund poprawek projektowych',
      '100% szablonów zgodnych z marką',
    ],
  },
  'ux-audit-usability-testing': {
    title: 'Audyt UX i testy użyteczności',
    shortDescription:
      'Ekspercka analiza i moderowane testy z użytkownikami Państwa strony lub aplikacji, które ujawniają punkty tarcia kosztujące ' +
      'Państwa leady i sprzedaż.',
    fullDescription:
      'Nasi specjaliści UX oceniają Państwa kluczowe ścieżki pod kątem uznanych heurystyk użyteczności, standardów dostępności i ' +
      'dobrych praktyk w zakresie konwersji. Następnie przeprowadzamy moderowane testy z udziałem od pięciu do ośmiu ' +
      'reprezentatywnych użytkowników i odnotowujemy, gdzie się wahają, popełniają błędy lub rezygnują. Wnioski priorytetyzujemy ' +
      'według wpływu na biznes i nakładu pracy, uzupełniając je opisanymi zrzutami ekranu i konkretnymi rekomendacjami. Otrzymują ' +
      'Państwo plan szybkich usprawnień i większych zmian, nad którymi zespół może od razu rozpocząć pracę.',
    features: [
      'ocena_heurystyczna',
      'weryfikacja_dostępności',
      'moderowane_testy_z_użytkownikami',
      'analiza_nagrań_sesji',
      'wnioski_według_priorytetów',
      'plan_usprawnień',
    ],
    benefits: [
      'Jasne dowody na to, co blokuje konwersje',
      'Lista poprawek uporządkowana według priorytetów',
      'Decyzje oparte na rzeczywistych zachowaniach użytkowników',
    ],
    kpis: [
      '+20% konwersji po wdrożeniu szybkich usprawnień',
      '-30% porzuceń formularzy',
      'Średnio ponad 30 zidentyfikowanych problemów z nadanym priorytetem',
    ],
  },
  'sales-presentation-design': {
    title: 'Projekt prezentacji i materiałów sprzedażowych',
    shortDescription:
      'Przekonujące prezentacje ofertowe, opisy case studies i broszury produktowe, które pomagają zespołowi sprzedaży wyjaśniać ' +
      'wartość i szybciej zamykać transakcje.',
    fullDescription:
      'Współpracujemy z Państwa liderami sprzedaży, aby zrozumieć, jakie pytania zadają potencjalni klienci na każdym etapie procesu ' +
      'zakupowego. Na tej podstawie układamy i spisujemy przejrzystą narrację sprzedażową oraz projektujemy modułową prezentację ' +
      'ofertową, jednostronicowe case studies i karty produktów w stylu Państwa marki. Wszystkie materiały przygotowujemy jako ' +
      'edytowalne szablony w PowerPoint, Google Slides lub Canva, aby handlowcy mogli dopasować je do każdego klienta. Opcjonalny ' +
      'coaching pokazuje zespołowi, jak pewnie przedstawiać tę historię.',
    features: [
      'narracja_sprzedażowa',
      'modułowa_prezentacja_ofertowa',
      'jednostronicowe_case_studies',
      'karty_produktów',
      'edytowalne_szablony',
      'coaching_prezentacji',
    ],
    benefits: [
      'Spójna, profesjonalna historia sprzedażowa',
      'Mniej czasu na przygotowanie prezentacji dla klientów',
      'Lepsze pierwsze wrażenie u potencjalnych klientów',
    ],
    kpis: [
      '+15% konwersji ofert w transakcje',
      '-60% czasu na przygotowanie prezentacji dla klienta',
      '100% handlowców korzysta z tej samej prezentacji bazowej',
    ],
  },
  'go-to-market-strategy': {
    title: 'Strategia wejścia na rynek (go-to-market)',
    shortDescription:
      'Jasny plan wprowadzenia produktu lub wejścia w nowy segment: klienci docelowi, pozycjonowanie, ceny, kanały i 90-dniowy plan ' +
      'działań.',
    fullDescription:
      'Start bez planu go-to-market zwykle oznacza zmarnowany budżet i powolne postępy. Analizujemy Państwa rynek, konkurencję i ' +
      'obecnych klientów, aby zdefiniować profil idealnego klienta, persony zakupowe i wyróżniające się pozycjonowanie. Wspólnie ' +
      'wybieramy model cenowy, model sprzedaży i kanały pozyskiwania klientów o najlepszym oczekiwanym zwrocie. Otrzymują Państwo ' +
      'playbook go-to-market z komunikatami, podziałem budżetu, KPI i 90-dniowym planem wprowadzenia rozpisanym tydzień po tygodniu.',
    features: [
      'analiza_rynku_i_konkurencji',
      'profil_idealnego_klienta',
      'pozycjonowanie_i_komunikaty',
      'strategia_kanałów',
      'podział_budżetu',
      'plan_wprowadzenia_na_dziewięćdziesiąt_dni',
    ],
    benefits: [
      'Koncentracja na klientach, którzy najchętniej kupią',
      'Marketing i sprzedaż zgrane od pierwszego dnia',
      'Szybsze pierwsze przychody',
    ],
    kpis: [
      '-30% czasu do pozyskania pierwszych 10 klientów',
      '+25% konwersji leadów w klientów',
      '-20% kosztu pozyskania klienta',
    ],
  },
  'growth-audit': {
    title: 'Audyt wzrostu',
    shortDescription:
      'Dwutygodniowa diagnoza marketingu, sprzedaży i danych o klientach, która wskazuje największe dźwignie wzrostu i szybkie ' +
      'usprawnienia.',
    fullDescription:
      'Analizujemy cały Państwa lejek od początku do końca — źródła ruchu, punkty konwersji, proces sprzedaży, retencję oraz dane, ' +
      'które je łączą. Wywiady z zarządem i kluczowymi członkami zespołu łączymy z twardymi danymi z analityki, CRM i finansów. ' +
      'Efektem jest zwięzły raport z benchmarkami, dziesięcioma szansami o największym wpływie i szacunkiem przychodów, które każda z ' +
      'nich może przynieść. Końcowe warsztaty przekładają wnioski na półroczny plan wzrostu uporządkowany według priorytetów.',
    features: [
      'przegląd_całego_lejka',
      'wywiady_z_zarządem',
      'przegląd_danych_crm_i_analityki',
      'benchmarki_branżowe',
      'szacowanie_wartości_szans',
      'warsztat_planu_wzrostu',
    ],
    benefits: [
      'Obiektywne spojrzenie z zewnątrz na mechanizm wzrostu Państwa firmy',
      'Jasne priorytety na najbliższe sześć miesięcy',
      'Szybkie efekty, które pokrywają koszt audytu',
    ],
    kpis: [
      '10 szans wzrostu uporządkowanych według priorytetów',
      'Średnio +15% zidentyfikowanego potencjału przychodów',
      'Pierwsze szybkie usprawnienia wdrożone w ciągu 30 dni',
    ],
  },
  'fractional-cmo': {
    title: 'CMO na część etatu (fractional CMO)',
    shortDescription:
      'Doświadczony lider marketingu w niepełnym wymiarze czasu, który wyznacza strategię, zarządza Państwa zespołem i agencjami oraz ' +
      'raportuje zarządowi.',
    fullDescription:
      'Wiele rozwijających się firm potrzebuje doświadczonego przywództwa w marketingu na długo przed tym, zanim może uzasadnić ' +
      'zatrudnienie dyrektora na pełen etat. Nasi CMO na część etatu pracują z Państwem jeden lub dwa dni w tygodniu: budują ' +
      'strategię marketingową, ustalają budżety i KPI oraz kierują Państwa wewnętrznym zespołem i agencjami zewnętrznymi. Wprowadzają ' +
      'stały rytm planowania, raportowanie i jasny podział odpowiedzialności między marketingiem a sprzedażą. Współpraca rozliczana ' +
      'jest miesięcznie, bez długoterminowych zobowiązań, i może zakończyć się rekrutacją oraz wdrożeniem Państwa stałego CMO.',
    features: [
      'strategia_i_planowanie_marketingu',
      'odpowiedzialność_za_budżet_i_kpi',
      'kierowanie_zespołem_i_agencjami',
      'raportowanie_dla_zarządu',
      'zgranie_marketingu_i_sprzedaży',
      'wsparcie_w_rekrutacji_cmo',
    ],
    benefits: [
      'Doświadczenie na poziomie seniora za ułamek pensji pełnoetatowego pracownika',
      'Natychmiastowe przywództwo bez długiego procesu rekrutacji',
      'Elastyczne zaangażowanie z miesiąca na miesiąc',
    ],
    kpis: [
      '+20% szans sprzedażowych pozyskanych przez marketing w ciągu 6 miesięcy',
      '-15% zmarnowanych wydatków marketingowych',
      'Co miesiąc raport marketingowy gotowy do przedstawienia zarządowi',
    ],
  },
  'market-entry-research': {
    title: 'Badanie wejścia na rynki europejskie',
    shortDescription:
      'Oparta na danych ocena nowego kraju lub regionu: wielkość rynku, konkurencja, regulacje, ceny i najlepsza droga do pierwszych ' +
      'klientów.',
    fullDescription:
      'Ekspansja na nowy rynek europejski to duża inwestycja, dlatego decyzja powinna opierać się na faktach. Szacujemy wielkość ' +
      'dostępnego rynku, mapujemy lokalnych konkurentów i ich ceny oraz analizujemy wymogi regulacyjne, podatkowe i językowe. Wywiady ' +
      'z potencjalnymi klientami i partnerami w kraju docelowym weryfikują popyt i ujawniają lokalne nawyki zakupowe. Otrzymują ' +
      'Państwo rekomendację go/no-go, porównanie modeli wejścia na rynek oraz scenariusz budżetu i przychodów na pierwszy rok.',
    features: [
      'szacowanie_wielkości_rynku',
      'mapa_lokalnej_konkurencji',
      'analiza_regulacyjna_i_podatkowa',
      'wywiady_z_klientami_i_partnerami',
      'porównanie_modeli_wejścia',
      'biznesplan_na_pierwszy_rok',
    ],
    benefits: [
      'Mniejsze ryzyko przy ekspansji zagranicznej',
      'Realistyczne oczekiwania na pierwszy rok',
      'Jasny wybór modelu wejścia i partnerów',
    ],
    kpis: [
      '3–5 rynków docelowych porównanych ze sobą',
      'Ponad 20 wywiadów z lokalnymi klientami',
      '-40% czasu do pierwszych przychodów na nowym rynku',
    ],
  },
  'pricing-strategy': {
    title: 'Strategia cenowa i pakietowanie',
    shortDescription:
      'Oparte na danych ceny, warianty oferty i zasady rabatowe, które pozwalają uchwycić dostarczaną wartość bez spowalniania ' +
      'sprzedaży.',
    fullDescription:
      'Ceny są często najszybszą dźwignią zysku, a mimo to rzadko weryfikuje się je w systematyczny sposób. Analizujemy Państwa dane ' +
      'o transakcjach, marże i oferty konkurencji oraz prowadzimy badanie gotowości do zapłaty wśród klientów i potencjalnych ' +
      'klientów. Na tej podstawie projektujemy pakiety oparte na wartości, progi cenowe i jasne zasady udzielania rabatów dla zespołu ' +
      'sprzedaży. Planujemy też, jak komunikować zmiany obecnym klientom, i śledzimy ich wpływ na skuteczność zamykania transakcji i ' +
      'marże.',
    features: [
      'analiza_transakcji_i_marż',
      'porównanie_cen_konkurencji',
      'badanie_gotowości_do_zapłaty',
      'pakiety_oparte_na_wartości',
      'zasady_udzielania_rabatów',
      'komunikacja_zmian_cen',
    ],
    benefits: [
      'Wyższe marże bez utraty klientów',
      'Prostsze oferty, które łatwiej sprzedać',
      'Spójne zasady rabatowe w całym zespole',
    ],
    kpis: [
      '+8% średniej wartości transakcji',
      '+3 p.p. marży brutto',
      '-30% niezatwierdzonych rabatów',
    ],
  },
  'sales-process-optimisation': {
    title: 'Optymalizacja procesu sprzedaży',
    shortDescription:
      'Praktyczny przegląd i przeprojektowanie sposobu, w jaki Państwa zespół pozyskuje, kwalifikuje i zamyka transakcje, z jasnymi ' +
      'etapami, skryptami i wskaźnikami efektywności.',
    fullDescription:
      'Uczestniczymy w rozmowach handlowych, analizujemy dane z CRM i rozmawiamy z handlowcami oraz menedżerami, aby zobaczyć, gdzie ' +
      'transakcje zwalniają lub są tracone. Następnie przeprojektowujemy proces, wprowadzając jasne definicje etapów, kryteria ' +
      'kwalifikacji, playbooki i poradniki radzenia sobie z obiekcjami. Menedżerowie otrzymują prostą rutynę coachingową i ' +
      'cotygodniowy dashboard wskaźników wyprzedzających. Przez osiem tygodni wspieramy wdrożenie i dostosowujemy proces na podstawie ' +
      'rzeczywistych wyników.',
    features: [
      'udział_w_rozmowach_handlowych',
      'analiza_wygranych_i_przegranych',
      'kryteria_zakończenia_etapów',
      'model_kwalifikacji',
      'playbook_sprzedażowy',
      'rutyna_coachingowa_dla_menedżerów',
    ],
    benefits: [
      'Powtarzalny proces, który może stosować każdy handlowiec',
      'Szybsze wdrożenie nowych handlowców',
      'Prognozy, na których menedżerowie mogą polegać',
    ],
    kpis: [
      '+20% skuteczności zamykania transakcji',
      '-25% długości cyklu sprzedaży',
      '+30% trafności prognoz',
    ],
  },
};
