import KartotekaCore

extension RussianTexts: ClassSetCommandTexts {
    var classSetGiveSummary: String { "выдать комплект учебников классу или учителю" }
    var classSetListSummary: String { "комплекты учебников и кто их ещё не вернул" }
    var classSetReturnSummary: String { "принять экземпляры комплекта" }
    var classSetTitleHelp: String { "номер издания учебника в каталоге" }
    var classSetClassHelp: String { "класс, 5А" }
    var classSetTeacherHelp: String { "билет учителя, который получает комплект на класс" }
    var classSetCountHelp: String { "сколько экземпляров получает учитель (по умолчанию — по числу учеников)" }
    var classSetIDHelp: String { "номер комплекта из class-set list" }
    var classSetInventoryHelp: String { "инвентарный номер возвращённого экземпляра (можно несколько раз)" }
    var noClassSets: String { "Комплектов не выдавалось." }
    var classSetTeacherNote: String { "учителю" }
    func classSetOutstanding(_ count: Int, of total: Int) -> String { "на руках \(count) из \(total)" }
    var classSetLeftOutMark: String { "не выдан:" }
    func classSetCopyState(_ state: String) -> String { ["out": "на руках", "returned": "возвращён", "lost": "утерян", "made_good": "утерян, возмещён"][state] ?? state }
    var ruleUntilHelp: String { "выдавать до этого дня года (05-31 — конец учебного года); none — на срок в днях" }
    var lentUntil: String { "до" }
    var monthDayExpected: String { "день года: 05-31 или 31.05, либо none" }
}
