import KartotekaCore

extension EnglishTexts: CataloguingCommandTexts {
    var copyLabelsSummary: String { "a sheet of copy labels (QR card and inventory number), HTML to print" }
    var spineLabelsSummary: String { "a sheet of spine labels (BBK index, author sign, inventory number; 4 × 10 stock), HTML to print" }
    var labelLayoutHelp: String { "label stock (default 3x8, 70 × 37 mm)" }
    var labelLayoutChoices: String { "3x8, 3x7, 2x7 or 4x10." }
    var labelStartHelp: String { "labels already used on the first sheet" }
    var labelOutputHelp: String { "write to a file (-o FILE), else standard output" }
    func labelsWritten(_ count: Int, to path: String) -> String { "Labels: \(count) → \(path). Print at 100 %." }
    var lookupSummary: String { "look a book up by ISBN in Google Books and Open Library" }
    var lookupDetails: String {
        "Through a server (--server) the server looks the book up; if its catalogue has it already, its number is given. The enabled "
            + "catalogues of other libraries (copycat target list) are asked where settings set --copycat-lookup puts them."
    }
    func isbnAlreadyCatalogued(_ isbn: ISBN, title id: Int64) -> String {
        "ISBN \(isbn.hyphenated) is already catalogued: title #\(id) (kartoteka book show --id \(id))."
    }
    func source(_ name: String) -> String { "Source: \(name)" }
    var readerLabelsSummary: String { "a sheet of reader ticket labels, HTML to print" }
    var scanSummary: String { "read barcodes and QR codes in a picture (PNG, JPEG) and say what they lead to" }
}
