import Foundation
import Observation
import RegexBuilder

@Observable
final class SearchModel {
  var query = ""

  var isCode: Bool { query.contains(Regex { OneOrMore(.digit) }) }
}
