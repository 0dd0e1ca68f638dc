import SwiftUI

struct Banner: View {
    let title: String
    let detail: String

    var body: some View {
        VStack {
            HStack {
                Text(title)
                    .font(.headline)
                    .foregroundStyle(.primary)
                Spacer()
            }.padding()
                .background(.yellow)
            HStack {
                Spacer()
                Text(detail)
            }.background {
                RoundedRectangle(cornerRadius: 8)
                    .fill(.background)
            }
            HStack(spacing: 12) {
                Text(detail)
                    .background {
                        Capsule().fill(.blue)
                    }
                Spacer()
            }
        }
    }
}
