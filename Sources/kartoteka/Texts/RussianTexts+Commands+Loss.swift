import KartotekaCore

extension RussianTexts: LossCommandTexts {
    var lossReplacementHelp: String { "инвентарный номер книги, принятой взамен утерянной (с --how replaced): она войдёт в фонд сразу" }
    var lossReplacementPriceHelp: String { "цена принятой книги" }
    var lossReplacementTitleHelp: String { "номер издания принятой книги (по умолчанию — издание утерянной)" }
    var lossReplacementReceiptHelp: String {
        "поступление «взамен утерянных» (2027/5 или 5 этого года); по умолчанию — открытое этого года или новое"
    }
    var awaitingWriteOffHelp: String { "только те, чей экземпляр ещё не списан актом" }
    var lossLedgerSummary: String { "тетрадь учёта книг, принятых взамен утерянных" }
    var acceptedInsteadNote: String { "взамен принят" }
    var writtenOffByActNote: String { "списан по акту" }
    var noReplacements: String { "За этот период книг взамен утерянных не принималось." }
}
