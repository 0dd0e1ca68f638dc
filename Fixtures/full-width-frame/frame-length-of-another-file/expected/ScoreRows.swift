import SwiftUI

struct TeamNameRow: View {
    let name: String

    var body: some View {
        Text(name)
            .font(.system(size: 20))
            .frame(height: scoreRowHeight)
    }
}

struct BadgeRow: View {
    let count: Int

    var body: some View {
        Text("\(count)")
            .frame(width: badgeSide)
    }
}

struct MaybeSizedRow: View {
    let name: String

    var body: some View {
        Text(name)
            .frame(maxHeight: .infinity)
            .frame(height: optionalRowHeight)
    }
}
