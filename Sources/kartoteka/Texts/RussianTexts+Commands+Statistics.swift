import KartotekaCore

extension RussianTexts: StatisticsCommandTexts {
    var statsSummary: String { "статистика библиотеки за период: книговыдача, посещения, читатели, фонд" }
    var statsDetails: String {
        "Книговыдача, возвращено, посещения (день, когда читатель брал или сдавал книги — одно в день), читатели, обслуженные за "
            + "период, записано новых, заказано (брони), задолженность на конец периода; книговыдача по месяцам и по отделам знаний; "
            + "фонд на начало и конец, поступило и выбыло. Без --from и --to — текущий месяц.\n"
            + "Пример: kartoteka stats --from 2027-01-01 --to 2027-12-31 --by class --csv > stats-2027.csv"
    }
    var statsFromHelp: String { "первый день периода (по умолчанию — первое число месяца)" }
    var statsToHelp: String { "последний день периода (по умолчанию — последний день месяца)" }
    var statsByHelp: String { "разбить по филиалам, классам, категориям читателей или отделам ББК" }
    var statsByExpected: String { "одно из: branch (филиал), class (класс), category (категория читателей), section (отдел ББК)" }
    func statsFundLine(copies: Int, sum: String) -> String { "\(copies) экз. на \(sum) руб." }
}
