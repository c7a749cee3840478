import KartotekaCore

extension RussianTexts: PersonalDataCommandTexts {
    var consentRecordSummary: String { "записать согласие читателя на обработку персональных данных" }
    var consentOnHelp: String { "дата согласия (по умолчанию сегодня)" }
    var consentRepresentativeHelp: String { "ФИО родителя (законного представителя), если подписал он — для детей до 14 лет обязательно" }
    var consentDocumentHelp: String { "документ представителя" }
    var consentRelationHelp: String { "кем представитель приходится читателю: мать, отец, опекун" }
    func consentRecorded(_ ticket: String, on day: String) -> String { "Согласие читателя \(ticket) от \(day) записано." }
    var consentMissingSummary: String { "читатели без согласия на обработку персональных данных" }
    var destructionActsSummary: String { "акты об уничтожении персональных данных" }
    var destructionActShowSummary: String { "акт об уничтожении ПД с выгрузкой из журнала событий (--csv — выгрузка)" }
    var readerDataLogSummary: String { "журнал доступа сотрудников к персональным данным читателей" }
    var anonymiseDryRunHelp: String { "только показать, кого затронет запуск, ничего не меняя" }
    func anonymiseWould(loans: Int, readers: Int) -> String {
        "Пробный прогон: будет обезличено выдач — \(loans), удалены данные читателей — \(readers). Ничего не изменено."
    }
    func readersDestroyed(_ count: Int, act: Int64?) -> String {
        "Удалены данные читателей: \(count)." + (act.map { " Составлен акт об уничтожении ПД № \($0)." } ?? "")
    }
    var retentionYearsHelp: String { "удалять данные читателя через столько лет после последней выдачи (0 — никогда)" }
    var retentionMonthsHelp: String { "удалять данные выбывшего ученика через столько месяцев (0 — никогда)" }
    var destructionCommissionHelp: String { "комиссия актов об уничтожении ПД через «;»: «Иванова И. И.: председатель; Петрова П. П.: член комиссии»" }
    func retentionLabel(years: Int, months: Int) -> String {
        "Срок хранения ПД: лет после последней выдачи — \(years == 0 ? "не удалять" : String(years)), месяцев после выбытия — "
            + (months == 0 ? "не удалять" : String(months))
    }
}
