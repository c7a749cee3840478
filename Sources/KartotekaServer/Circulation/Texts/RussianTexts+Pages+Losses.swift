import KartotekaCore
import KartotekaWire

extension RussianTexts: LossPageTexts {
    var lossesNone: String { "Утерянных книг нет." }
    var lossesAll: String { "Все" }
    var lossesUnsettled: String { "Не возмещены" }
    var lossesAwaitingWriteOff: String { "Ещё не списаны" }
    var writeOffLosses: String { "Составить акт списания (утрата)" }
    var writeOffLossesHint: String { "Утерянные экземпляры, ещё не списанные, войдут в новый акт с причиной «утрата»; список можно поправить." }
    var writtenOffByAct: String { "списан по акту" }
    var acceptedInstead: String { "взамен принят" }
    var replacementLedgerShort: String { "Книги взамен утерянных" }
    var replacementLedgerTileNote: String { "Тетрадь учёта книг, принятых от читателей взамен утерянных" }
    var replacementLedgerEmpty: String { "За этот период книг взамен утерянных не принималось." }
    var replacementInventory: String { "Взамен принят экземпляр: инвентарный номер" }
    var replacementInventoryHint: String {
        "Если читатель принёс книгу, она войдёт в фонд сразу, по поступлению «взамен утерянных»; пусто — только отметить возмещение."
    }
    var replacementPrice: String { "Цена принятого экземпляра" }
    var replacementReceipt: String { "Поступление (№ КСУ)" }
    var replacementReceiptHint: String { "Пусто — открытое поступление «взамен утерянных» этого года, а если его нет, новое." }
    var replacementTitle: String { "Издание (номер в каталоге)" }
    var replacementTitleHint: String { "Пусто — то же издание, что утеряно." }
}
