import KartotekaCore

extension RussianTexts: PersonalDataPageTexts {
    var consentHeading: String { "Согласие на обработку персональных данных" }
    var consentOnRecord: String { "Согласие получено" }
    var consentMissing: String { "Согласия на обработку персональных данных нет" }
    var consentGivenOn: String { "Дата согласия" }
    var consentSigner: String { "Кто подписал" }
    var representativeNameField: String { "ФИО родителя (законного представителя)" }
    var representativeDocumentField: String { "Документ, удостоверяющий личность" }
    var representativeRelationField: String { "Кем приходится читателю" }
    var recordConsent: String { "Записать согласие" }
    var printConsent: String { "Бланк согласия (A4)" }
    var consentRecordedBy: String { "записал" }
    var readersWithoutConsent: String { "Читатели без согласия на обработку ПД" }
    var everyoneHasConsent: String { "У всех читателей согласие записано." }
    var personalDataHeading: String { "Персональные данные читателей" }
    var retentionHeading: String { "Срок хранения персональных данных" }
    var yearsAfterLastLoanField: String { "Удалять данные читателя через лет после последней выдачи (0 — никогда)" }
    var monthsAfterLeavingField: String { "Удалять данные выбывших учеников через месяцев (0 — никогда)" }
    var destructionCommissionField: String { "Комиссия для актов об уничтожении ПД (по одному в строке: «ФИО: должность»)" }
    var dryRunHeading: String { "Что удалит следующий запуск (пробный прогон)" }
    var dryRunNobody: String { "Никого: по сроку хранения удалять некого." }
    var loansToAnonymise: String { "Выдач будет обезличено" }
    var runAnonymiser: String { "Запустить обезличивание" }
    var destructionActs: String { "Акты об уничтожении персональных данных" }
    var noDestructionActs: String { "Актов пока нет." }
    var destructionAct: String { "Акт об уничтожении персональных данных" }
    var eventLogExport: String { "Выгрузка из журнала регистрации событий" }
    var readerDataLog: String { "Журнал доступа к персональным данным читателей" }
    var reasonLastLoanShort: String { "срок после последней выдачи" }
    var reasonLeftSchoolShort: String { "срок после выбытия из школы" }
    var sinceHeading: String { "С" }
    var reasonHeading: String { "Основание" }
    var commissionHeading: String { "Комиссия" }
    var retentionRule: String { "Срок — целое число не меньше 0 (0 — не удалять)." }
    func consentOperator(name: String, address: String) -> String {
        "\(name.isEmpty ? "библиотеке" : name) (адрес: \(address.isEmpty ? "____________________________________" : address))"
    }
    func consentBody(subject: String, library: String) -> String {
        "Я, \(subject), в соответствии со статьёй 9 Федерального закона от 27.07.2006 № 152-ФЗ «О персональных данных» даю согласие "
            + "\(library) на обработку моих персональных данных, указанных ниже."
    }
    func consentRepresentativeBody(representative: String, document: String, relation: String, child: String, library: String) -> String {
        "Я, \(representative) (\(document.isEmpty ? "документ ____________________" : document)), являясь законным представителем "
            + "(\(relation.isEmpty ? "____________" : relation)) несовершеннолетнего \(child), в соответствии со статьёй 9 Федерального закона "
            + "от 27.07.2006 № 152-ФЗ «О персональных данных» даю согласие \(library) на обработку его "
            + "персональных данных, указанных ниже."
    }
    var consentPurposes: String {
        "Цель обработки: библиотечное обслуживание (запись, выдача и возврат изданий, уведомления о сроках). Данные: фамилия, имя, отчество; "
            + "дата рождения; класс или место работы (учёбы); адрес; телефон и электронная почта; сведения о выданных изданиях. Действия: сбор, "
            + "запись, систематизация, хранение, уточнение, использование, обезличивание, удаление и уничтожение, в том числе автоматизированные."
    }
    var consentTerms: String {
        "Согласие действует до его отзыва, который подаётся письменно. Данные уничтожаются по истечении срока хранения, установленного библиотекой."
    }
    func destructionActBody(readers: Int, loans: Int) -> String {
        "Комиссия составила настоящий акт о том, что уничтожены персональные данные \(readers) читателей и обезличено \(loans) записей о выдачах."
    }
}
