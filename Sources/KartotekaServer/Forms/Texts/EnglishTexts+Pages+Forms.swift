import KartotekaCore

extension EnglishTexts: FormsPageTexts {
    var oo2Short: String { "ОО-2, section 2.6" }
    var oo2Note: String {
        "From the book of summary accounting of both funds (the main one and the textbooks). Lines 02–05 count each copy by its "
            + "fund class (on the copy; by the kind of item when not set), lines 06–09 by its kind of document; Kartoteka keeps no microforms."
    }
    var oo2TileNote: String { "The library fund received, withdrawn and held — for the ОО-2 return" }
    var fundClassByKind: String { "by the kind of item" }
    var readInTheLibrary: String { "in the reading room (back today)" }
    var nkShort: String { "6-НК" }
    var nkNote: String {
        "Users are the readers who borrowed or returned; a visit is a reader's day at a desk (as on the statistics page), by the "
            + "branch that lent or took back. Ages on the period's last day; a birth year alone counts from its 1 January; readers "
            + "without a birth date are among the others. In the library (стационарный режим) is all service on the premises, at "
            + "the lending desk and in the reading room; Kartoteka serves neither outside them nor remotely. The fund from the КСУ of both funds, by each copy's own branch. The consolidated return is the branches' sum, but for the users: a reader served at two branches is one user of the network."
    }
    var nkConsolidated: String { "Consolidated return (the branches' sum, users counted once)" }
    var registerShort: String { "Daily register" }
    var registerNote: String {
        "A visit is a reader's day at a desk; ages on the month's last day, readers without a birth date among the others; a "
            + "reading-room loan is both a visit and a loan. New readers for the whole library only."
    }
    var monthField: String { "Month" }
    var branchField: String { "Branch" }
    var wholeLibrary: String { "the whole library" }
    func withoutBirthDate(_ count: Int) -> String { "Without a birth date (counted among the others): \(count)." }
    func formPeriod(from: String, to: String) -> String { "\(from) to \(to)" }
    var bulletinShort: String { "New arrivals bulletin" }
    var bulletinTileNote: String { "The titles that entered the main fund in a period, by BBK section, described by ГОСТ" }
    var bulletinNone: String { "Nothing entered the main fund in this period." }
    var bulletinCopies: String { "Inv. No." }
}
