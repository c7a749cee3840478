import KartotekaCore

extension RussianTexts: ExchangeTexts {
    func importSummary(recordsRead: Int, outcome o: ImportOutcome, dryRun: Bool) -> String {
        (dryRun ? "Пробный прогон, ничего не сохранено. " : "")
            + "Записей в файле: \(recordsRead). Книг добавлено: \(o.titlesAdded), обновлено: \(o.titlesUpdated), пропущено: \(o.titlesSkipped). "
            + "Экземпляров добавлено: \(o.copiesAdded), обновлено: \(o.copiesUpdated), пропущено: \(o.copiesSkipped). "
            + "Читателей добавлено: \(o.readersAdded), обновлено: \(o.readersUpdated), пропущено: \(o.readersSkipped). "
            + "Выдач перенесено: \(o.loansAdded), пропущено: \(o.loansSkipped)."
    }
}
