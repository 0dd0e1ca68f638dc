import SwiftUI

struct RuleList: View {
  @StateObject private var model = RuleListModel()
  @StateObject private var filter = FilterModel()

  var body: some View {
    List(model.rules.filter { filter.query.isEmpty || $0.contains(filter.query) }, id: \.self) {
      Text($0)
    }
  }
}
