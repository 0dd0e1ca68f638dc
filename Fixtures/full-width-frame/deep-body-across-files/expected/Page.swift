import SwiftUI

struct Page: View {
    var body: some View {
        VStack {
            Outer()
                .frame(maxWidth: .infinity, alignment: .leading)
            HStack {
                title
                Spacer()
            }
        }
    }

    private var title: some View { Outer() }
}
