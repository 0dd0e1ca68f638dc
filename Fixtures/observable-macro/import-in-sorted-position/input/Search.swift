import Foundation
import RegexBuilder

final class SearchModel: ObservableObject {
  @Published var query = ""

  var isCode: Bool { query.contains(Regex { OneOrMore(.digit) }) }
}
