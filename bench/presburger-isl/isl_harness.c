/* Times isl's integer emptiness check and projection on systems read from a
 * text file (format: see README.md). For each system it prints one line:
 *   <empty 0|1> <ns per (build + is_empty)> <ns per (build + project_out)> <membership bits>
 * where the membership bits say whether each test point of the system lies in
 * the projection computed by isl. */
#include <isl/ctx.h>
#include <isl/space.h>
#include <isl/local_space.h>
#include <isl/constraint.h>
#include <isl/set.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

typedef struct {
    int n, neq, nineq, nproj, npts;
    long *eqs, *ineqs, *pts;
} sys_t;

static double now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static isl_basic_set *build(isl_ctx *ctx, const sys_t *s) {
    isl_space *space = isl_space_set_alloc(ctx, 0, s->n);
    isl_basic_set *bset = isl_basic_set_universe(isl_space_copy(space));
    isl_local_space *ls = isl_local_space_from_space(space);
    for (int k = 0; k < s->neq + s->nineq; k++) {
        int is_eq = k < s->neq;
        const long *row = is_eq ? s->eqs + k * (s->n + 1) : s->ineqs + (k - s->neq) * (s->n + 1);
        isl_constraint *c = is_eq ? isl_constraint_alloc_equality(isl_local_space_copy(ls))
                                  : isl_constraint_alloc_inequality(isl_local_space_copy(ls));
        for (int j = 0; j < s->n; j++)
            if (row[j]) c = isl_constraint_set_coefficient_si(c, isl_dim_set, j, (int)row[j]);
        c = isl_constraint_set_constant_si(c, (int)row[s->n]);
        bset = isl_basic_set_add_constraint(bset, c);
    }
    isl_local_space_free(ls);
    return bset;
}

static long *read_rows(FILE *f, int rows, int cols) {
    long *m = malloc(sizeof(long) * (rows * cols + 1));
    for (int i = 0; i < rows * cols; i++)
        if (fscanf(f, "%ld", &m[i]) != 1) { fprintf(stderr, "bad input\n"); exit(1); }
    return m;
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: %s systems.txt [min_ns_per_system]\n", argv[0]); return 1; }
    double budget = argc > 2 ? atof(argv[2]) : 2e6;
    FILE *f = fopen(argv[1], "r");
    if (!f) { perror("open"); return 1; }
    int count;
    if (fscanf(f, "%d", &count) != 1) return 1;
    isl_ctx *ctx = isl_ctx_alloc();
    for (int si = 0; si < count; si++) {
        sys_t s;
        if (fscanf(f, "%d %d %d %d %d", &s.n, &s.neq, &s.nineq, &s.nproj, &s.npts) != 5) return 1;
        s.eqs = read_rows(f, s.neq, s.n + 1);
        s.ineqs = read_rows(f, s.nineq, s.n + 1);
        s.pts = read_rows(f, s.npts, s.n - s.nproj);
        /* emptiness: build + is_empty, repeated until the time budget is used */
        int empty = -1;
        long reps = 0;
        double t0 = now_ns(), t;
        do {
            isl_basic_set *b = build(ctx, &s);
            empty = isl_basic_set_is_empty(b);
            isl_basic_set_free(b);
            reps++;
            t = now_ns();
        } while (t - t0 < budget || reps < 3);
        double t_empty = (t - t0) / reps;
        /* projection of the last nproj variables */
        reps = 0;
        t0 = now_ns();
        do {
            isl_basic_set *b = build(ctx, &s);
            b = isl_basic_set_project_out(b, isl_dim_set, s.n - s.nproj, s.nproj);
            isl_basic_set_free(b);
            reps++;
            t = now_ns();
        } while (t - t0 < budget || reps < 3);
        double t_proj = (t - t0) / reps;
        /* answers: membership of test points in the projection */
        isl_basic_set *proj = isl_basic_set_project_out(build(ctx, &s), isl_dim_set, s.n - s.nproj, s.nproj);
        printf("%d %.1f %.1f ", empty, t_empty, t_proj);
        int m = s.n - s.nproj;
        for (int p = 0; p < s.npts; p++) {
            /* p is in proj iff proj with its dims fixed to p is non-empty */
            isl_basic_set *pb = isl_basic_set_copy(proj);
            for (int j = 0; j < m; j++)
                pb = isl_basic_set_fix_si(pb, isl_dim_set, j, (int)s.pts[p * m + j]);
            int in = !isl_basic_set_is_empty(pb);
            isl_basic_set_free(pb);
            putchar(in ? '1' : '0');
        }
        if (s.npts == 0) putchar('-');
        putchar('\n');
        fflush(stdout);
        isl_basic_set_free(proj);
        free(s.eqs); free(s.ineqs); free(s.pts);
    }
    isl_ctx_free(ctx);
    fclose(f);
    return 0;
}
