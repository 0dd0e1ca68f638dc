// fixture: deployment-target=iOS=17.0
import SwiftUI
import UIKit

// A cell's content is given to a hosting controller through a local constant: UIKit places
// the host's view inside the cell, and ignoring the safe area keeps the host's insets out of
// it. Its body's one view comes after a local constant. Left as it is; nothing said by
// default.
struct MatchSummaryView: View {
    let title: String
    let count: Int

    var body: some View {
        let matches = "\(count) matches"

        HStack {
            Text(title)
                .font(.headline)
            Spacer()
            Text(matches)
                .foregroundStyle(.secondary)
        }
        .padding(12)
        .background(Color.gray.opacity(0.1))
        .ignoresSafeArea()
    }
}

final class MatchListController: UIViewController {
    var cellHosts: [UIHostingController<MatchSummaryView>] = []

    func configureCell(title: String, count: Int) {
        let summary = MatchSummaryView(title: title, count: count)
        let controller = UIHostingController(rootView: summary)
        cellHosts.append(controller)
    }
}
