import KartotekaCore

/// What to generate. Defaults are the benchmark's full dataset.
struct DatasetConfiguration {
    /// Bumped whenever the generator's output changes, so cached datasets are rebuilt.
    static let version = 2

    var outputDirectory = ".build/bench-data/v\(version)"
    var seed: UInt64 = 20_240_115
    var titles = 400_000
    var copies = 1_000_000
    var readers = 100_000
    var loans = 300_000
    /// The day the dataset is "taken": open loans were issued in the 80 days before it.
    var today = Day(year: 2026, month: 11, day: 1)!
    var formats: [IRBISFileFormat] = [.text, .iso2709]

    init(arguments: [String]) throws(DatasetError) {
        var rest = arguments[...]
        func value(_ name: String) throws(DatasetError) -> String {
            guard let next = rest.popFirst() else { throw .usage("\(name) needs a value") }
            return next
        }
        func number(_ name: String) throws(DatasetError) -> Int {
            let text = try value(name)
            guard let parsed = Int(text.replacingOccurrences(of: "_", with: "")), parsed > 0 else {
                throw .usage("\(name): expected a positive whole number, got \(text)")
            }
            return parsed
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--out": outputDirectory = try value(argument)
            case "--seed": seed = UInt64(try number(argument))
            case "--titles": titles = try number(argument)
            case "--copies": copies = try number(argument)
            case "--readers": readers = try number(argument)
            case "--loans": loans = try number(argument)
            case "--today":
                let text = try value(argument)
                guard let day = try? Day(parsing: text) else { throw .usage("--today: expected YYYY-MM-DD, got \(text)") }
                today = day
            case "--formats":
                formats = try value(argument).split(separator: ",").map { name throws(DatasetError) in
                    guard let format = IRBISFileFormat(rawValue: String(name)) else { throw .usage("--formats: text and/or iso") }
                    return format
                }
            default: throw .usage("unknown option \(argument)")
            }
        }
        guard copies >= titles else { throw .usage("--copies must be at least --titles") }
        guard titles <= Publisher.maximumTitles else { throw .usage("--titles: at most \(Publisher.maximumTitles)") }
    }
}
