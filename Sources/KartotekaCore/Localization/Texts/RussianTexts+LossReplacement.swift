extension RussianTexts: LossReplacementTexts {
    var replacementOnlyWhenReplaced: String {
        "Экземпляр взамен утерянного принимается, только если утеря возмещена заменой: выберите «заменена равноценной» или очистите его поля."
    }
    func receiptNotForReplacement(_ number: YearlyNumber) -> String {
        "Поступление № \(number) — не «взамен утерянных»: выберите поступление этого источника или оставьте номер пустым."
    }
    var replacementTitleMissing: String { "Утерянного экземпляра больше нет в каталоге: укажите, какого издания принятый экземпляр." }
}
