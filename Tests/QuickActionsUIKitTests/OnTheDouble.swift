#if UIKIT_DOUBLE
  import Testing

  /// Every suite that drives the UIKit double. The double, like UIKit, has one run loop (its
  /// transitions in flight are global), so these suites run one at a time; what each test
  /// makes UIKit log or raise is its own (`ownDoubleRecords`), whatever runs beside it.
  @Suite(.serialized, .ownDoubleRecords) enum OnTheDouble {}
#endif
