// fixture: include-review
import SwiftUI

enum Metrics {
    static let noGap: CGFloat = 0
}

struct LoadingRow: View {
    let title: String
    let isLoading: Bool
    let inset: CGFloat

    var body: some View {
        VStack {
            HStack {
                Text(title)
                Spacer(minLength: isLoading ? 120 : 60)
            }
            HStack { Spacer(minLength: 24); Text(title) }
            HStack { Spacer(minLength: inset); Text(title); Spacer(minLength: inset) }
            HStack { Text(title); Spacer(minLength: Metrics.noGap) }
            HStack { Text(title); Spacer(minLength: .zero) }
        }
    }
}
