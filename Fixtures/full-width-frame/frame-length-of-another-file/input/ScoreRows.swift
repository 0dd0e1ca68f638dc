import SwiftUI

struct TeamNameRow: View {
    let name: String

    var body: some View {
        VStack(alignment: .leading) {
            Spacer(minLength: 0)
            Text(name)
            Spacer(minLength: 0)
        }
        .font(.system(size: 20))
        .frame(height: scoreRowHeight)
    }
}

struct BadgeRow: View {
    let count: Int

    var body: some View {
        HStack(spacing: 0) {
            Spacer(minLength: 0)
            Text("\(count)")
            Spacer(minLength: 0)
        }
        .frame(width: badgeSide)
    }
}

struct MaybeSizedRow: View {
    let name: String

    var body: some View {
        VStack {
            Spacer(minLength: 0)
            Text(name)
            Spacer(minLength: 0)
        }
        .frame(height: optionalRowHeight)
    }
}
