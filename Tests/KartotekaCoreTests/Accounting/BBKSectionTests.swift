import Testing
@testable import KartotekaCore
@testable import KartotekaValues

/// The subject sections of the book of summary accounting, from the first characters of a BBK
/// index as school and public libraries group them.
@Suite("КСУ sections by BBK")
struct BBKSectionTests {
    @Test("an index's first characters give its section", arguments: [
        ("22.3я721", BBKSection.naturalSciences), ("28.0", .naturalSciences), ("2", .naturalSciences),
        ("32.97", .appliedSciences), ("40.7", .appliedSciences), ("51.1", .appliedSciences), ("5", .appliedSciences),
        ("63.3(2)", .socialSciences), ("65.01", .socialSciences), ("71", .socialSciences), ("78.3", .socialSciences),
        ("81.2Рус", .socialSciences), ("83.3(2Рос=Рус)1", .socialSciences), ("86.37", .socialSciences), ("88.8", .socialSciences),
        ("74.200.58", .education), ("74", .education), ("75.578", .artAndSport), ("85.143(2)", .artAndSport),
        ("84(2Рос=Рус)1", .fiction), ("84", .fiction), ("84.4", .fiction), ("  84(2Рос=Рус)6", .fiction),
        ("92", .universal), ("9", .universal), ("1", .universal), ("10", .universal),
        ("", .other), ("   ", .other), ("Ч736.16я73", .other), ("Ш5(2Рос)", .other), ("0", .other), ("07", .other), ("-84", .other),
    ])
    func section(bbk: String, expected: BBKSection) {
        #expect(BBKSection(bbk: bbk) == expected)
    }

    @Test func everySectionHasANameInBothLanguages() {
        for section in BBKSection.allCases {
            #expect(!section.name.russian.isEmpty && !section.name.english.isEmpty && section.name.russian != section.name.english)
        }
    }
}
