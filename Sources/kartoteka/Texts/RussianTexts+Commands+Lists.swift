import KartotekaCore

extension RussianTexts: ListCommandTexts {
    var listKindHelp: String { "список: extremist (Федеральный список экстремистских материалов, по умолчанию), foreign_agents, drug_marking" }
    var listKindChoices: String { "extremist, foreign_agents или drug_marking" }
    var listsImportSummary: String { "загрузить новую редакцию списка из файла CSV" }
    func listImported(entries: Int, first: Int, last: Int, added: Int) -> String {
        "Загружено записей: \(entries) (с № \(first) по № \(last)), новых: \(added)."
    }
    var listsCheckSummary: String { "сверить фонд со списком и записать в журнал сверки" }
    var listReceiptsHelp: String { "только издания, заведённые после прошлой сверки" }
    var listCommissionHelp: String { "комиссия через «;»: «Иванова И. И.: председатель; Петрова П. П.»" }
    func listChecked(id: Int64, titles: Int, found: Int, new: Int) -> String {
        "Сверка № \(id): проверено изданий \(titles), совпадений \(found), новых, ждущих решения, \(new)."
    }
    var listsMatchesSummary: String { "совпадения со списками: запись списка рядом с изданием" }
    var listStateHelp: String { "candidate (ждут решения, по умолчанию), confirmed или rejected" }
    var listStateChoices: String { "candidate, confirmed или rejected" }
    var noListMatches: String { "Совпадений нет." }
    var listsConfirmSummary: String { "подтвердить совпадение: издание — материал из списка" }
    var listsRejectSummary: String { "отклонить совпадение: издание — не материал из списка" }
    var listsJournalSummary: String { "журнал сверки" }
    var listsWithdrawSummary: String { "список на изъятие; с --date — списать всё одним актом" }
    var listWithdrawDateHelp: String { "дата акта списания" }
    var listApprovedByHelp: String { "кто утверждает акт: должность и имя" }
    func listWithdrawn(act: String, copies: Int) -> String { "Акт списания № \(act): изъято экземпляров \(copies)." }
    var ageUnmarkedSummary: String { "издания 2012 года и позже без возрастной маркировки" }
    var closedToChildrenHelp: String { "места хранения, закрытые для детей, через запятую: «ВЗ, ХР» (издания 18+ должны быть там)" }
    var ageOutsideClosedSummary: String { "экземпляры изданий 18+ вне мест, закрытых для детей" }
}
